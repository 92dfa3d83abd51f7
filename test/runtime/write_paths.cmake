# The writer's fast paths (short strings copied with overlapping loads, leaf
# formatting, one reservation per member, serialize_to a fixed buffer), built
# twice from one source: as it is, which copies strings 16 bytes at a time
# with SSE2 on x86-64, and with TIDYJSON_NO_SIMD, which builds the portable
# word-at-a-time copy instead. Included from CMakeLists.txt.
foreach(variant IN ITEMS "" "portable")
  if(variant STREQUAL "")
    set(target write_paths_test)
    set(test runtime.write_paths)
  else()
    set(target write_paths_${variant}_test)
    set(test runtime.write_paths.${variant})
  endif()
  add_executable(${target} write_paths_test.cpp)
  target_link_libraries(${target} PRIVATE tidyjson::tidyjson GTest::gtest GTest::gtest_main)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Werror)
  if(variant STREQUAL "portable")
    target_compile_definitions(${target} PRIVATE TIDYJSON_NO_SIMD)
  endif()
  add_test(NAME ${test} COMMAND ${target})
endforeach()
