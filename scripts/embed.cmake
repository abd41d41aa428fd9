# Turns a binary file into a C source defining `const unsigned char SYMBOL[]` and
# `const unsigned long SYMBOL_size`. Used to embed the runtime-model bitcode into cbounds,
# so that the executable needs no data files at run time.
file(READ "${INPUT}" hex HEX)
string(LENGTH "${hex}" hexlen)
math(EXPR size "${hexlen} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "((0x..,){32})" "\\1\n" bytes "${bytes}")
file(WRITE "${OUTPUT}" "/* Generated from ${INPUT} by scripts/embed.cmake. */\n"
  "const unsigned char ${SYMBOL}[] = {\n${bytes}\n};\n"
  "const unsigned long ${SYMBOL}_size = ${size};\n")
