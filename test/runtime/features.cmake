# Runtime features added on top of the serializer: the read-only document, its
# nlohmann::json interop and JSON Schema export. Included from CMakeLists.txt.

foreach(name IN ITEMS document interop schema depth)
  add_executable(${name}_test ${name}_test.cpp)
  target_link_libraries(${name}_test PRIVATE tidyjson::tidyjson GTest::gtest GTest::gtest_main)
  target_compile_options(${name}_test PRIVATE -Wall -Wextra -Werror)
  add_test(NAME runtime.${name} COMMAND ${name}_test)
endforeach()

# The interop header and the schema tests' expected values use nlohmann::json.
find_package(nlohmann_json REQUIRED)
target_link_libraries(interop_test PRIVATE nlohmann_json::nlohmann_json)
target_link_libraries(depth_test PRIVATE nlohmann_json::nlohmann_json)
target_link_libraries(schema_test PRIVATE nlohmann_json::nlohmann_json)

# clang's lifetime analysis: an element taken from a temporary document is a
# -Wdangling warning, and correct uses of elements are none.
find_program(TIDYJSON_CLANG19 NAMES clang++-19 DOC "clang for the lifetime warning test")
if(TIDYJSON_CLANG19)
  add_test(NAME runtime.lifetime.dangling_element
    COMMAND ${CMAKE_COMMAND} -DCXX=${TIDYJSON_CLANG19}
            -DINCLUDE=${PROJECT_SOURCE_DIR}/runtime/include
            -DSOURCE=${CMAKE_CURRENT_SOURCE_DIR}/lifetime/dangling_element.cpp
            -P ${CMAKE_CURRENT_SOURCE_DIR}/lifetime/Dangling.cmake)
else()
  message(WARNING "tidyjson: clang++-19 not found; runtime.lifetime.dangling_element is not registered")
endif()
