# The input-facing runtime suites again, as one executable built with
# AddressSanitizer and UndefinedBehaviorSanitizer (any report fails the test).
# depth_test runs every recursive path at max_depth::typed_limit on a thread
# with a 1 MiB stack: ASan's frames are the largest, so this is where that
# limit is proven.
# One binary, not one per suite, to keep the extra build time small. The
# 2.4 GB stream of hostile_test is left out: it would take minutes under ASan,
# and ASan's quarantine keeps freed memory resident, so its RSS bound would
# not hold. Included from CMakeLists.txt.
include(CheckCXXSourceCompiles)
set(CMAKE_REQUIRED_FLAGS "-fsanitize=address,undefined")
set(CMAKE_REQUIRED_LINK_OPTIONS "-fsanitize=address,undefined")
check_cxx_source_compiles("int main() { return 0; }" TIDYJSON_HAVE_ASAN_UBSAN)
unset(CMAKE_REQUIRED_FLAGS)
unset(CMAKE_REQUIRED_LINK_OPTIONS)
if(NOT TIDYJSON_HAVE_ASAN_UBSAN)
  message(WARNING "tidyjson: -fsanitize=address,undefined is not available; runtime.sanitizers is not registered")
  return()
endif()

add_executable(runtime_asan_test
  errors_test.cpp
  reader_test.cpp
  strings_test.cpp
  numbers_test.cpp
  stream_test.cpp
  stream_reuse_test.cpp
  document_test.cpp
  containers_test.cpp
  hostile_test.cpp
  depth_test.cpp)
target_link_libraries(runtime_asan_test PRIVATE tidyjson::tidyjson GTest::gtest GTest::gtest_main
                      nlohmann_json::nlohmann_json)
target_compile_options(runtime_asan_test PRIVATE -Wall -Wextra -Werror
                       -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -O1 -g)
target_link_options(runtime_asan_test PRIVATE -fsanitize=address,undefined)
add_test(NAME runtime.sanitizers COMMAND runtime_asan_test --gtest_filter=-HostileBigStream.*)
set_tests_properties(runtime.sanitizers PROPERTIES
  TIMEOUT 900
  ENVIRONMENT "ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:halt_on_error=1;UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1;TIDYJSON_HOSTILE_BIG=0")

# An options object with static storage used from the destructor of a static
# object built before it (lifetime/static_exit.cpp): rebuilt, not read after
# it was freed.
add_executable(static_exit_asan lifetime/static_exit.cpp)
target_link_libraries(static_exit_asan PRIVATE tidyjson::tidyjson)
# Without the test builds' write verification: its per-thread copy of the
# output is destroyed at thread exit, before the static objects this test is
# about, which is a matter of the test harness, not of the runtime.
target_compile_options(static_exit_asan PRIVATE -UTIDYJSON_VERIFY_WRITES -Wall -Wextra -Werror
                       -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -O1 -g)
target_link_options(static_exit_asan PRIVATE -fsanitize=address,undefined)
add_test(NAME runtime.lifetime.static_exit COMMAND static_exit_asan)
set_tests_properties(runtime.lifetime.static_exit PROPERTIES
  ENVIRONMENT "ASAN_OPTIONS=detect_leaks=1:halt_on_error=1;UBSAN_OPTIONS=halt_on_error=1"
  PASS_REGULAR_EXPRESSION "audit \\{\"metricName\":\"cpu_load\",\"sampleCount\":3\\} \\{\"metric-name\":\"cpu_load\",\"sample-count\":3\\}"
  FAIL_REGULAR_EXPRESSION "AddressSanitizer|runtime error")
