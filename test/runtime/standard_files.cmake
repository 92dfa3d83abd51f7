# The standard files of bench/data (twitter.json, citm_catalog.json,
# canada.json) read into the typed models of bench/models and written back
# (nlohmann::json is the independent reader).
# The test reads the committed files at run time. Included from
# CMakeLists.txt.
add_executable(standard_files_test standard_files_test.cpp)
target_link_libraries(standard_files_test PRIVATE tidyjson::tidyjson nlohmann_json::nlohmann_json GTest::gtest GTest::gtest_main)
target_include_directories(standard_files_test PRIVATE ${PROJECT_SOURCE_DIR}/bench)
target_compile_definitions(standard_files_test PRIVATE TIDYJSON_BENCH_DATA_DIR="${PROJECT_SOURCE_DIR}/bench/data")
target_compile_options(standard_files_test PRIVATE -Wall -Wextra -Werror)
add_test(NAME runtime.standard_files COMMAND standard_files_test)
