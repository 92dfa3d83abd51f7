# Checks clang's lifetime warnings for tidyjson::element (lifetimebound):
#   as it is                     the file must compile with -Wall -Wextra -Werror
#                                (correct uses of elements draw no warning);
#   with -DTIDYJSON_DANGLING     every line that ends in "// dangling" must draw a
#                                -Wdangling warning, and nothing else may warn.
#
#   cmake -DCXX=clang++-19 -DINCLUDE=<runtime/include> -DSOURCE=<file.cpp> -P Dangling.cmake
foreach(var CXX INCLUDE SOURCE)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "Dangling.cmake: ${var} is not set")
  endif()
endforeach()

set(flags -std=c++20 -fsyntax-only -Wall -Wextra -I${INCLUDE})

execute_process(COMMAND ${CXX} ${flags} -Werror ${SOURCE}
  RESULT_VARIABLE good_rc OUTPUT_VARIABLE good_out ERROR_VARIABLE good_err)
if(NOT good_rc EQUAL 0)
  message(FATAL_ERROR "${SOURCE} must compile without warnings:\n${good_out}${good_err}")
endif()

execute_process(COMMAND ${CXX} ${flags} -DTIDYJSON_DANGLING ${SOURCE}
  RESULT_VARIABLE bad_rc OUTPUT_VARIABLE bad_out ERROR_VARIABLE bad_err)
set(log "${bad_out}${bad_err}")
if(NOT bad_rc EQUAL 0)
  message(FATAL_ERROR "${SOURCE} with -DTIDYJSON_DANGLING must compile (with warnings):\n${log}")
endif()

# The lines that must warn.
file(STRINGS ${SOURCE} lines)
set(expected "")
set(n 0)
foreach(line IN LISTS lines)
  math(EXPR n "${n} + 1")
  if(line MATCHES "// dangling$")
    list(APPEND expected ${n})
  endif()
endforeach()
list(LENGTH expected expected_count)
if(expected_count EQUAL 0)
  message(FATAL_ERROR "${SOURCE} marks no line with // dangling")
endif()

get_filename_component(name ${SOURCE} NAME)
foreach(n IN LISTS expected)
  string(REGEX MATCH "${name}:${n}:[0-9]+: warning: [^\n]*will be destroyed at the end of the full-expression \\[-Wdangling\\]" hit "${log}")
  if(NOT hit)
    message(FATAL_ERROR "no -Wdangling warning on line ${n} of ${name}:\n${log}")
  endif()
endforeach()

string(REGEX MATCHALL "warning:" warnings "${log}")
list(LENGTH warnings warning_count)
if(NOT warning_count EQUAL expected_count)
  message(FATAL_ERROR "expected ${expected_count} warnings, got ${warning_count}:\n${log}")
endif()
message(STATUS "${expected_count} -Wdangling warnings on the marked lines, none elsewhere")
