# Runs PROGRAM (with ARGS, a ;-list) and fails unless its standard output is
# byte for byte the content of EXPECTED.
#   cmake -DPROGRAM=... -DEXPECTED=... [-DARGS=...] -P CompareOutput.cmake
execute_process(COMMAND ${PROGRAM} ${ARGS}
  OUTPUT_VARIABLE actual
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${PROGRAM} exited with ${rc}")
endif()
file(READ ${EXPECTED} expected)
if(NOT actual STREQUAL expected)
  message(FATAL_ERROR "output of ${PROGRAM} differs from ${EXPECTED}\n--- expected\n${expected}\n--- actual\n${actual}")
endif()
