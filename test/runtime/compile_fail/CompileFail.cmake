# Builds one source file twice with -fsyntax-only:
#   as it is                    must compile;
#   with -D${FAIL_MACRO}        must fail with exactly one error whose text
#                               contains every string of EXPECT (a list;
#                               separate items with '|' on the command line),
#                               by default tidyjson's
#                               type_must_be_described<${TYPE}>.
#
#   cmake -DCXX=clang++-19 -DINCLUDE=<runtime/include> -DSOURCE=<file.cpp>
#         -DTYPE=inventory::Widget -DFAIL_MACRO=TIDYJSON_COMPILE_FAIL -P CompileFail.cmake
#   cmake ... -DEXPECT="context_serves_type<shop::Json, shop::Coupon>|add it to the root types"
if(NOT DEFINED EXPECT)
  set(EXPECT "type_must_be_described<${TYPE}>")
endif()
string(REPLACE "|" ";" EXPECT "${EXPECT}")
foreach(var CXX INCLUDE SOURCE FAIL_MACRO)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "CompileFail.cmake: ${var} is not set")
  endif()
endforeach()

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

foreach(expected IN LISTS EXPECT)
  string(FIND "${log}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the compile error does not contain '${expected}':\n${log}")
  endif()
endforeach()

string(REGEX MATCHALL "error:" errors "${log}")
list(LENGTH errors error_count)
if(NOT error_count EQUAL 1)
  message(FATAL_ERROR "expected exactly one compile error, got ${error_count}:\n${log}")
endif()
message(STATUS "one error containing ${EXPECT}, as expected")
