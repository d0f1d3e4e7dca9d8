// --verify checks the checksums only. A flipped byte anywhere is reported
// with the section and the file offset; reading without checksums is for
// testing the decoder. The file is written from stdin, so its locations (and
// so the offsets below) do not depend on where the checkout is.
// RUN: cmir-bc - -o %t.cmbc < %s
// RUN: cmir-bc --verify %t.cmbc | FileCheck %s --check-prefix=OK
// RUN: python3 -c "import sys; b = bytearray(open(sys.argv[1], 'rb').read()); b[-1] ^= 1; open(sys.argv[2], 'wb').write(b)" %t.cmbc %t.end
// RUN: not cmir-bc --verify %t.end 2>&1 | FileCheck %s --check-prefix=END
// RUN: not cmir-bc %t.end 2>&1 | FileCheck %s --check-prefix=END
// RUN: python3 -c "import sys; b = bytearray(open(sys.argv[1], 'rb').read()); b[len(b) // 2] ^= 0x40; open(sys.argv[2], 'wb').write(b)" %t.cmbc %t.mid
// RUN: not cmir-opt %t.mid 2>&1 | FileCheck %s --check-prefix=MID
// RUN: python3 -c "import sys; b = open(sys.argv[1], 'rb').read(); open(sys.argv[2], 'wb').write(b[:len(b) - 9])" %t.cmbc %t.cut
// RUN: not cmir-bc %t.cut 2>&1 | FileCheck %s --check-prefix=CUT
// RUN: not cmir-bc --no-checksums %t.cut 2>&1 | FileCheck %s --check-prefix=CUT

// OK: checksums OK
// END: error: in bytecode section 'end' at offset {{[0-9]+}}: checksum mismatch
// MID: error: in bytecode section '{{[a-z]+}}' at offset {{[0-9]+}}: checksum mismatch
// CUT: error: in bytecode section 'end' at offset {{[0-9]+}}: {{section length 8 exceeds the file|unexpected end}}
func.func @c(%a: i32) -> i32 {
  %0 = arith.subi %a, %a : i32
  return %0 : i32
}
