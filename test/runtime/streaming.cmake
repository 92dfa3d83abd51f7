# Runtime suites for the pull reader, the streams, contexts and references
# (included from CMakeLists.txt).
foreach(name IN ITEMS reader stream contexts references)
  add_executable(${name}_test ${name}_test.cpp)
  target_link_libraries(${name}_test PRIVATE tidyjson::tidyjson GTest::gtest GTest::gtest_main)
  target_compile_options(${name}_test PRIVATE -Wall -Wextra -Werror)
  add_test(NAME runtime.${name} COMMAND ${name}_test)
endforeach()
