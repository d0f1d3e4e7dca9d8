module {
  func.func @kept() {
    return
  }
}

