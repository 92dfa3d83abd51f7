# The readers' fast paths (string scanning, the next member's key, the pull
# reader's token after a comma), built twice from one source: as it is, which
# scans strings 16 bytes at a time with SSE2 on x86-64, and with
# TIDYJSON_NO_SIMD, which builds the portable word-at-a-time scan instead.
# Included from CMakeLists.txt.
add_executable(scan_paths_test scan_paths_test.cpp)
target_link_libraries(scan_paths_test PRIVATE tidyjson::tidyjson GTest::gtest GTest::gtest_main)
target_compile_options(scan_paths_test PRIVATE -Wall -Wextra -Werror)
add_test(NAME runtime.scan_paths COMMAND scan_paths_test)

add_executable(scan_paths_portable_test scan_paths_test.cpp)
target_link_libraries(scan_paths_portable_test PRIVATE tidyjson::tidyjson GTest::gtest GTest::gtest_main)
target_compile_options(scan_paths_portable_test PRIVATE -Wall -Wextra -Werror)
target_compile_definitions(scan_paths_portable_test PRIVATE TIDYJSON_NO_SIMD)
add_test(NAME runtime.scan_paths.portable COMMAND scan_paths_portable_test)
