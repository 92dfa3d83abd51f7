# Builds one source file twice with -fsyntax-only:
#   as it is                    must compile;
#   with -D${FAIL_MACRO}        must fail with exactly one error (or the
#                               number an `// EXPECT-ERRORS: n` line gives)
#                               whose text contains every `// EXPECT: text`
#                               line of the file.
#
#   cmake -DCXX=clang++-19 -DINCLUDE=<runtime/include> -DSOURCE=<file.cpp>
#         -DFAIL_MACRO=TIDYJSON_COMPILE_FAIL -P CompileFail.cmake
#
# The expectations are written for both of the runtime's compilers (clang
# prints `'a<b<c>>'`, GCC `'a<b<c> >'`): stop them before a `>>`.
foreach(var CXX INCLUDE SOURCE FAIL_MACRO)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "CompileFail.cmake: ${var} is not set")
  endif()
endforeach()

file(STRINGS "${SOURCE}" expect_lines REGEX "^// EXPECT: ")
file(STRINGS "${SOURCE}" count_lines REGEX "^// EXPECT-ERRORS: ")
if(NOT expect_lines)
  message(FATAL_ERROR "${SOURCE} has no '// EXPECT: ' line")
endif()
set(expected_errors 1)
if(count_lines)
  string(REGEX REPLACE "^// EXPECT-ERRORS: " "" expected_errors "${count_lines}")
endif()

set(flags -std=c++20 -fsyntax-only -I${INCLUDE})

execute_process(COMMAND ${CXX} ${flags} ${SOURCE}
  RESULT_VARIABLE good_rc OUTPUT_VARIABLE good_out ERROR_VARIABLE good_err)
if(NOT good_rc EQUAL 0)
  message(FATAL_ERROR "${SOURCE} must compile without -D${FAIL_MACRO}:\n${good_out}${good_err}")
endif()

execute_process(COMMAND ${CXX} ${flags} -D${FAIL_MACRO} ${SOURCE}
  RESULT_VARIABLE bad_rc OUTPUT_VARIABLE bad_out ERROR_VARIABLE bad_err)
set(log "${bad_out}${bad_err}")
if(bad_rc EQUAL 0)
  message(FATAL_ERROR "${SOURCE} compiled with -D${FAIL_MACRO}; it must not")
endif()

foreach(line IN LISTS expect_lines)
  string(REGEX REPLACE "^// EXPECT: " "" expected "${line}")
  string(FIND "${log}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the compile error does not contain '${expected}':\n${log}")
  endif()
endforeach()

string(REGEX MATCHALL "error:" errors "${log}")
list(LENGTH errors error_count)
if(NOT error_count EQUAL expected_errors)
  message(FATAL_ERROR "expected ${expected_errors} compile error(s), got ${error_count}:\n${log}")
endif()
message(STATUS "${error_count} error(s) with the expected text")
