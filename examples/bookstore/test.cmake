# examples/bookstore: export orders, summarize them list/stream/reader, and
# compare each summary with the stored expectation.
#   cmake -DBOOKSTORE=... -DEXPECTED=... -DWORK=dir -P test.cmake
file(MAKE_DIRECTORY ${WORK})
set(orders ${WORK}/orders.json)
execute_process(COMMAND ${BOOKSTORE} export 2000 ${orders} RESULT_VARIABLE rc ERROR_VARIABLE log)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "export failed: ${log}")
endif()
file(READ ${EXPECTED} expected)
foreach(mode IN ITEMS list stream reader)
  execute_process(COMMAND ${BOOKSTORE} summary ${mode} ${orders}
    OUTPUT_VARIABLE out ERROR_VARIABLE log RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "summary ${mode} failed: ${log}")
  endif()
  if(NOT out STREQUAL expected)
    message(FATAL_ERROR "summary ${mode} printed\n${out}\nexpected\n${expected}")
  endif()
  if(NOT log MATCHES "peak RSS [0-9.]+ MB")
    message(FATAL_ERROR "summary ${mode} did not report its peak memory: ${log}")
  endif()
endforeach()
# Reading from standard input works too.
execute_process(COMMAND ${BOOKSTORE} summary stream INPUT_FILE ${orders}
  OUTPUT_VARIABLE out RESULT_VARIABLE rc ERROR_QUIET)
if(NOT out STREQUAL expected)
  message(FATAL_ERROR "summary stream from stdin printed\n${out}")
endif()
