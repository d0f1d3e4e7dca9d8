// arith ops on n-D vectors (and 1-D ones beside them), the input of
// arith-to-llvm-vector-oracle.mlir.
func.func @binary(%a: vector<2x3xf32>, %b: vector<2x3xf32>, %i: vector<2x3xi32>, %j: vector<2x3xi32>) -> (vector<2x3xf32>, vector<2x3xi32>) {
  %0 = arith.addf %a, %b : vector<2x3xf32>
  %1 = arith.subf %0, %b fastmath<nnan,contract> : vector<2x3xf32>
  %2 = arith.mulf %1, %a : vector<2x3xf32>
  %3 = arith.divf %2, %b : vector<2x3xf32>
  %4 = arith.remf %3, %a : vector<2x3xf32>
  %5 = arith.negf %4 fastmath<fast> : vector<2x3xf32>
  %6 = arith.maximumf %5, %a : vector<2x3xf32>
  %7 = arith.minnumf %6, %b : vector<2x3xf32>
  %8 = arith.addi %i, %j overflow<nsw> : vector<2x3xi32>
  %9 = arith.subi %8, %j : vector<2x3xi32>
  %10 = arith.muli %9, %i : vector<2x3xi32>
  %11 = arith.divsi %10, %j : vector<2x3xi32>
  %12 = arith.remui %11, %j : vector<2x3xi32>
  %13 = arith.andi %12, %i : vector<2x3xi32>
  %14 = arith.xori %13, %j : vector<2x3xi32>
  %15 = arith.shli %14, %i : vector<2x3xi32>
  %16 = arith.shrsi %15, %j : vector<2x3xi32>
  %17 = arith.maxsi %16, %i : vector<2x3xi32>
  %18 = arith.minui %17, %j : vector<2x3xi32>
  return %7, %18 : vector<2x3xf32>, vector<2x3xi32>
}

func.func @rank3(%a: vector<2x2x4xf64>, %b: vector<2x2x4xf64>) -> vector<2x2x4xf64> {
  %0 = arith.mulf %a, %b : vector<2x2x4xf64>
  %1 = arith.cmpf oge, %0, %a : vector<2x2x4xf64>
  %2 = arith.select %1, %0, %b : vector<2x2x4xi1>, vector<2x2x4xf64>
  return %2 : vector<2x2x4xf64>
}

func.func @compare(%a: vector<3x2xf32>, %b: vector<3x2xf32>, %i: vector<3x2xi64>, %j: vector<3x2xi64>) -> (vector<3x2xi1>, vector<3x2xi1>, vector<3x2xi64>) {
  %0 = arith.cmpf ult, %a, %b fastmath<nnan> : vector<3x2xf32>
  %1 = arith.cmpi uge, %i, %j : vector<3x2xi64>
  %2 = arith.xori %0, %1 : vector<3x2xi1>
  %3 = arith.select %2, %i, %j : vector<3x2xi1>, vector<3x2xi64>
  %c = arith.cmpi eq, %i, %j : vector<3x2xi64>
  return %2, %c, %3 : vector<3x2xi1>, vector<3x2xi1>, vector<3x2xi64>
}

func.func @scalar_select(%c: i1, %a: vector<2x2xf32>, %b: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = arith.select %c, %a, %b : vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

func.func @casts(%a: vector<2x3xf32>, %i: vector<2x3xi32>, %x: vector<2x3xi64>) -> (vector<2x3xf64>, vector<2x3xf16>, vector<2x3xi64>, vector<2x3xi16>, vector<2x3xf32>, vector<2x3xi32>, vector<2x3xf32>) {
  %0 = arith.extf %a : vector<2x3xf32> to vector<2x3xf64>
  %1 = arith.truncf %a : vector<2x3xf32> to vector<2x3xf16>
  %2 = arith.extsi %i : vector<2x3xi32> to vector<2x3xi64>
  %3 = arith.extui %i : vector<2x3xi32> to vector<2x3xi64>
  %4 = arith.addi %2, %3 : vector<2x3xi64>
  %5 = arith.trunci %i : vector<2x3xi32> to vector<2x3xi16>
  %6 = arith.sitofp %i : vector<2x3xi32> to vector<2x3xf32>
  %7 = arith.uitofp %x : vector<2x3xi64> to vector<2x3xf32>
  %8 = arith.addf %6, %7 : vector<2x3xf32>
  %9 = arith.fptosi %a : vector<2x3xf32> to vector<2x3xi32>
  %10 = arith.fptoui %a : vector<2x3xf32> to vector<2x3xi64>
  %11 = arith.bitcast %i : vector<2x3xi32> to vector<2x3xf32>
  %12 = arith.addi %10, %x : vector<2x3xi64>
  %13 = arith.trunci %12 : vector<2x3xi64> to vector<2x3xi32>
  %14 = arith.addi %13, %9 : vector<2x3xi32>
  %15 = arith.addf %8, %11 : vector<2x3xf32>
  return %0, %1, %4, %5, %15, %14, %8 : vector<2x3xf64>, vector<2x3xf16>, vector<2x3xi64>, vector<2x3xi16>, vector<2x3xf32>, vector<2x3xi32>, vector<2x3xf32>
}

func.func @index_casts(%i: vector<2x3xi32>, %x: vector<2x3xi64>, %n: vector<2x3xindex>) -> (vector<2x3xindex>, vector<2x3xindex>, vector<2x3xindex>, vector<2x3xi32>, vector<2x3xi64>) {
  %0 = arith.index_cast %i : vector<2x3xi32> to vector<2x3xindex>
  %1 = arith.index_castui %i : vector<2x3xi32> to vector<2x3xindex>
  %2 = arith.index_cast %x : vector<2x3xi64> to vector<2x3xindex>
  %3 = arith.index_castui %n : vector<2x3xindex> to vector<2x3xi32>
  %4 = arith.index_cast %n : vector<2x3xindex> to vector<2x3xi64>
  return %0, %1, %2, %3, %4 : vector<2x3xindex>, vector<2x3xindex>, vector<2x3xindex>, vector<2x3xi32>, vector<2x3xi64>
}

func.func @constants(%a: vector<2x3xf32>, %i: vector<2x2x2xi8>) -> (vector<2x3xf32>, vector<2x2x2xi8>, vector<4xf32>) {
  %c = arith.constant dense<1.5> : vector<2x3xf32>
  %d = arith.constant dense<[[[1, 2], [3, 4]], [[-5, 6], [7, -8]]]> : vector<2x2x2xi8>
  %e = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %0 = arith.addf %a, %c : vector<2x3xf32>
  %1 = arith.muli %i, %d : vector<2x2x2xi8>
  return %0, %1, %e : vector<2x3xf32>, vector<2x2x2xi8>, vector<4xf32>
}

func.func @one_d(%a: vector<4xf32>, %i: vector<4xi32>) -> (vector<4xf32>, vector<4xi1>) {
  %0 = arith.addf %a, %a : vector<4xf32>
  %1 = arith.sitofp %i : vector<4xi32> to vector<4xf32>
  %2 = arith.mulf %0, %1 : vector<4xf32>
  %3 = arith.cmpi sgt, %i, %i : vector<4xi32>
  return %2, %3 : vector<4xf32>, vector<4xi1>
}

func.func @unit_dims(%a: vector<1x1x4xf32>, %b: vector<4x1xi32>) -> (vector<1x1x4xf32>, vector<4x1xi32>) {
  %0 = arith.subf %a, %a : vector<1x1x4xf32>
  %1 = arith.muli %b, %b : vector<4x1xi32>
  return %0, %1 : vector<1x1x4xf32>, vector<4x1xi32>
}

func.func @left_alone(%u: vector<2x3xi32>, %a: vector<2x2xf32>) -> (vector<2x3xi32>, vector<2x3xi32>, vector<2x2xf16>) {
  %0:2 = arith.addui_extended %u, %u : vector<2x3xi32>, vector<2x3xi1>
  %1:2 = arith.mulsi_extended %u, %0#0 : vector<2x3xi32>
  %2 = arith.ceildivsi %1#1, %u : vector<2x3xi32>
  %3 = arith.addi %2, %1#0 : vector<2x3xi32>
  %4 = arith.truncf %a : vector<2x2xf32> to vector<2x2xf16>
  return %3, %1#1, %4 : vector<2x3xi32>, vector<2x3xi32>, vector<2x2xf16>
}
