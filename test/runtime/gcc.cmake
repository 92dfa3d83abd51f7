# The runtime builds with g++ 12 as well as clang 19 (docs/runtime.md). The
# build's own compiler builds every suite; these suites are built a second
# time with g++ (when the build's compiler is not GCC already) and run as
# runtime.<suite>.gcc: every setting through options and contexts
# (roundtrip), polymorphic shared references (references), error positions
# and the duplicate-member policy (errors), every recursive path at the
# depth limit on a 1 MiB stack, whose frames differ between the compilers
# (depth), and converters for standard types and move-only members, whose
# traits GCC instantiates in its own order (converters, move_only). g++ and
# clang++ share libstdc++ and the Itanium ABI on Debian, so the objects link
# with the same GoogleTest. The compile-fail tests run with both compilers
# too (CMakeLists.txt). Included from CMakeLists.txt.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  return()  # every suite above is a g++ build already
endif()
find_program(TIDYJSON_GXX NAMES g++-12 g++ DOC "GCC for the runtime.*.gcc suites")
if(NOT TIDYJSON_GXX)
  message(WARNING "tidyjson: g++ not found; the runtime.*.gcc suites are not registered")
  return()
endif()

get_target_property(_gtest_includes GTest::gtest INTERFACE_INCLUDE_DIRECTORIES)
foreach(name IN ITEMS roundtrip references errors depth converters move_only)
  set(object ${CMAKE_CURRENT_BINARY_DIR}/gcc/${name}_test.o)
  set(includes -I${PROJECT_SOURCE_DIR}/runtime/include -I${CMAKE_CURRENT_SOURCE_DIR})
  foreach(dir IN LISTS _gtest_includes)
    if(dir)
      list(APPEND includes -I${dir})
    endif()
  endforeach()
  add_custom_command(
    OUTPUT ${object}
    COMMAND ${TIDYJSON_GXX} -std=c++20 -O2 -fPIE -Wall -Wextra -Werror -DTIDYJSON_VERIFY_WRITES=1
            ${includes} -MD -MF ${object}.d -c ${CMAKE_CURRENT_SOURCE_DIR}/${name}_test.cpp -o ${object}
    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/${name}_test.cpp
    DEPFILE ${object}.d
    COMMENT "Building CXX object ${name}_test.cpp with g++"
    VERBATIM)
  add_executable(${name}_gcc_test ${object})
  set_target_properties(${name}_gcc_test PROPERTIES LINKER_LANGUAGE CXX)
  target_link_libraries(${name}_gcc_test PRIVATE GTest::gtest GTest::gtest_main)
  add_test(NAME runtime.${name}.gcc COMMAND ${name}_gcc_test)
endforeach()
target_link_libraries(depth_gcc_test PRIVATE nlohmann_json::nlohmann_json)
