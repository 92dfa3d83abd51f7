# Hostile input: deep nesting, huge strings and numbers, invalid UTF-8, NUL
# bytes, truncation, byte order marks and a 2.4 GB array streamed from a
# generator (about 5 s in a Release build; TIDYJSON_HOSTILE_BIG=0 in the
# environment makes it 276 MB). Included from CMakeLists.txt.
add_executable(hostile_test hostile_test.cpp)
target_link_libraries(hostile_test PRIVATE tidyjson::tidyjson GTest::gtest GTest::gtest_main)
target_compile_options(hostile_test PRIVATE -Wall -Wextra -Werror)
add_test(NAME runtime.hostile COMMAND hostile_test)
set_tests_properties(runtime.hostile PROPERTIES TIMEOUT 300)
