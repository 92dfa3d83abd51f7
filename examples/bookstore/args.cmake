# examples/bookstore: bad arguments are refused with a message and exit code
# 2, --help prints the usage on stdout and exits 0, and nothing is written for
# a refused export.
#   cmake -DBOOKSTORE=... -DWORK=dir -P args.cmake
file(MAKE_DIRECTORY ${WORK})
set(out_file ${WORK}/refused.json)
file(REMOVE ${out_file})

# expect(rc stream text args...): runs bookstore with args; its exit code must
# be rc and `stream` (stdout or stderr) must contain text.
function(expect rc stream text)
  execute_process(COMMAND ${BOOKSTORE} ${ARGN} RESULT_VARIABLE got OUTPUT_VARIABLE out ERROR_VARIABLE err
                  TIMEOUT 20)
  if(NOT got STREQUAL "${rc}")
    message(FATAL_ERROR "bookstore ${ARGN}: exit code ${got}, expected ${rc}\nstdout: ${out}\nstderr: ${err}")
  endif()
  if(stream STREQUAL "stdout")
    set(where "${out}")
  else()
    set(where "${err}")
  endif()
  string(FIND "${where}" "${text}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "bookstore ${ARGN}: ${stream} lacks '${text}'\nstdout: ${out}\nstderr: ${err}")
  endif()
endfunction()

expect(0 stdout "usage: bookstore export N" --help)
expect(0 stdout "usage: bookstore export N" summary -h)
expect(2 stderr "a command is needed")
expect(2 stderr "unknown command 'import'" import 5)
expect(2 stderr "unknown option '--fast'" export 5 --fast)
expect(2 stderr "export needs the number of orders N" export)
expect(2 stderr "N must be an integer from 0 to 30000000, got '-5'" export -5 ${out_file})
expect(2 stderr "N must be an integer from 0 to 30000000, got '+5'" export +5 ${out_file})
expect(2 stderr "N must be an integer from 0 to 30000000, got '30000001'" export 30000001 ${out_file})
expect(2 stderr "N must be an integer from 0 to 30000000, got '18446744073709551611'"
       export 18446744073709551611 ${out_file})
expect(2 stderr "N must be an integer from 0 to 30000000, got '5x'" export 5x ${out_file})
expect(2 stderr "unexpected argument 'extra'" export 5 ${out_file} extra)
expect(2 stderr "summary needs a mode" summary)
expect(2 stderr "unknown summary mode 'tree'" summary tree ${out_file})
if(EXISTS ${out_file})
  message(FATAL_ERROR "a refused export created ${out_file}")
endif()
# The usage goes with every refusal.
expect(2 stderr "usage: bookstore export N" export -5)
# Zero orders is an empty array.
expect(0 stderr "export:" export 0 ${out_file})
file(READ ${out_file} empty)
if(NOT empty STREQUAL "[]")
  message(FATAL_ERROR "export 0 wrote '${empty}'")
endif()
