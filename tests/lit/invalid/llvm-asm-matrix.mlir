// RUN: cmir-opt %s --split-input-file --verify-diagnostics

llvm.func @vastart_int(%x: i32) {
  // expected-error @+1 {{'llvm.intr.vastart' op operand #0 must be LLVM pointer type, but got 'i32'}}
  llvm.intr.vastart %x : i32
  llvm.return
}

// -----

llvm.func @typeid_int(%x: i32) {
  // expected-error @+1 {{'llvm.intr.eh.typeid.for' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.intr.eh.typeid.for %x : (i32) -> i32
  llvm.return
}

// -----

llvm.func @matrix_scalar(%p: !llvm.ptr, %s: i64) {
  // expected-error @+1 {{'llvm.intr.matrix.column.major.load' op result #0 must be LLVM dialect-compatible vector type, but got 'f32'}}
  %0 = llvm.intr.matrix.column.major.load %p, <stride=%s> { isVolatile = 1: i1, rows = 2: i32, columns = 2: i32} : f32 from !llvm.ptr stride i64
  llvm.return
}

// -----

llvm.func @matrix_no_columns(%p: !llvm.ptr, %s: i64) {
  // expected-error @+1 {{'llvm.intr.matrix.column.major.load' op requires attribute 'columns'}}
  %0 = llvm.intr.matrix.column.major.load %p, <stride=%s> { isVolatile = 1: i1, rows = 2: i32} : vector<4xf32> from !llvm.ptr stride i64
  llvm.return
}

// -----

llvm.func @matrix_i32_volatile(%p: !llvm.ptr, %s: i64) {
  // expected-error @+1 {{'llvm.intr.matrix.column.major.load' op attribute 'isVolatile' failed to satisfy constraint: 1-bit signless integer attribute}}
  %0 = llvm.intr.matrix.column.major.load %p, <stride=%s> { isVolatile = 1: i32, rows = 2: i32, columns = 2: i32} : vector<4xf32> from !llvm.ptr stride i64
  llvm.return
}

// -----

llvm.func @dbg_label_kind() {
  // expected-error @+1 {{invalid kind of attribute specified}}
  llvm.intr.dbg.label #llvm.di_expression<>
  llvm.return
}

// -----

llvm.func @gather_length(%M: !llvm.vec<8 x ptr>, %mask: vector<7xi1>) {
  // expected-error @+1 {{'llvm.intr.masked.gather' op expected operand #1 type to be '!llvm.vec<7 x ptr>'}}
  %a = llvm.intr.masked.gather %M, %mask { alignment = 1: i32} : (!llvm.vec<8 x ptr>, vector<7xi1>) -> vector<7xf32>
  llvm.return
}

// -----

llvm.func @scatter_length(%M: !llvm.vec<8 x ptr>, %mask: vector<7xi1>, %b: vector<7xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.scatter' op expected operand #2 type to be '!llvm.vec<7 x ptr>'}}
  llvm.intr.masked.scatter %b, %M, %mask { alignment = 1: i32} : vector<7xf32>, vector<7xi1> into !llvm.vec<8 x ptr>
  llvm.return
}
