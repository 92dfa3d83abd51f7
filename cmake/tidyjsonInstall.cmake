# Install rules, in two components:
#
#   runtime    the headers and the CMake package (find_package(tidyjson) gives
#              tidyjson::tidyjson)
#     <prefix>/include/tidyjson/...
#     <prefix>/share/tidyjson/cmake/
#   json-tidy  the clang-tidy plugin, json-tidy, its git hook and the docs
#     <prefix>/<libdir>/tidyjson/libtidyjson-checks-llvm19.so
#     <prefix>/bin/json-tidy                       (from cmake/json-tidy.in)
#     <prefix>/share/tidyjson/json_tidy/           json-tidy's Python package
#     <prefix>/share/tidyjson/git-pre-commit       the plain git hook
#     <prefix>/share/tidyjson/bazel/               the Bazel aspect (a Bazel repository)
#     <prefix>/share/doc/tidyjson/                 docs/ (check pages, CI, editors)
#
# `cmake --install <build>` installs both; `--component json-tidy` only the
# checks (README: "Installing only json-tidy").
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(TIDYJSON_INSTALL_CMAKEDIR ${CMAKE_INSTALL_DATADIR}/tidyjson/cmake)
set(TIDYJSON_INSTALL_PLUGINDIR ${CMAKE_INSTALL_LIBDIR}/tidyjson)
set(TIDYJSON_INSTALL_TOOLDIR ${CMAKE_INSTALL_DATADIR}/tidyjson)

# An install before the plugin is built would leave a json-tidy without its
# plugin, or headers without the checks: stop before the first file, with what
# to run (install rules run in the order they are written).
if(TIDYJSON_BUILD_CHECKS)
  install(CODE "
    if(NOT EXISTS \"$<TARGET_FILE:tidyjson_checks>\")
      message(FATAL_ERROR \"tidyjson: the json-* plugin is not built yet \"
        \"($<TARGET_FILE:tidyjson_checks>). Build it first: cmake --build ${PROJECT_BINARY_DIR} \"
        \"--target tidyjson_checks (or a full cmake --build), then run cmake --install again. \"
        \"Nothing was installed.\")
    endif()" COMPONENT json-tidy)
endif()

install(DIRECTORY ${PROJECT_SOURCE_DIR}/runtime/include/tidyjson
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT runtime)
# INCLUDES DESTINATION puts the include directory into the exported target:
# runtime/'s $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}> is evaluated
# before GNUInstallDirs is included here, so on a first configure it is empty.
install(TARGETS tidyjson EXPORT tidyjsonTargets
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT tidyjsonTargets
        NAMESPACE tidyjson::
        DESTINATION ${TIDYJSON_INSTALL_CMAKEDIR} COMPONENT runtime)

# The package config also tells where json-tidy and the plugin are
# (tidyjson_JSON_TIDY, tidyjson_CLANG_TIDY_PLUGIN), e.g. for CMAKE_CXX_CLANG_TIDY.
if(TIDYJSON_BUILD_CHECKS)
  set(TIDYJSON_INSTALL_PLUGIN_NAME "libtidyjson-checks-llvm${TIDYJSON_LLVM_MAJOR}.so")
else()
  set(TIDYJSON_INSTALL_PLUGIN_NAME "")
endif()
configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/tidyjsonConfig.cmake.in
  ${PROJECT_BINARY_DIR}/tidyjsonConfig.cmake
  INSTALL_DESTINATION ${TIDYJSON_INSTALL_CMAKEDIR}
  PATH_VARS CMAKE_INSTALL_BINDIR TIDYJSON_INSTALL_PLUGINDIR)
# Header-only: any architecture may use the package.
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/tidyjsonConfigVersion.cmake
  COMPATIBILITY SameMinorVersion
  ARCH_INDEPENDENT)
install(FILES ${PROJECT_BINARY_DIR}/tidyjsonConfig.cmake
              ${PROJECT_BINARY_DIR}/tidyjsonConfigVersion.cmake
        DESTINATION ${TIDYJSON_INSTALL_CMAKEDIR} COMPONENT runtime)

if(NOT TIDYJSON_BUILD_CHECKS)
  return()
endif()

install(TARGETS tidyjson_checks
        LIBRARY DESTINATION ${TIDYJSON_INSTALL_PLUGINDIR} COMPONENT json-tidy)
# json-clangd: clangd 19 with the checks built in (docs/editors.md).
if(TARGET json-clangd)
  install(TARGETS json-clangd
          RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT json-tidy)
endif()

# bin/json-tidy finds everything relative to its own directory, so the prefix
# can still change at `cmake --install --prefix` time.
set(TIDYJSON_DOCS_URL "" CACHE STRING
    "https URL of tidyjson's docs/ folder: the installed json-tidy's default --docs-url")
foreach(_dir IN ITEMS TIDYJSON_INSTALL_PLUGINDIR TIDYJSON_INSTALL_TOOLDIR CMAKE_INSTALL_DOCDIR)
  set(_full ${${_dir}})
  if(NOT IS_ABSOLUTE "${_full}")
    set(_full ${CMAKE_INSTALL_PREFIX}/${_full})
  endif()
  file(RELATIVE_PATH _relative_${_dir} ${CMAKE_INSTALL_FULL_BINDIR} ${_full})
endforeach()
set(_json_tidy_plugin ${_relative_TIDYJSON_INSTALL_PLUGINDIR}/${TIDYJSON_INSTALL_PLUGIN_NAME})
set(_json_tidy_package ${_relative_TIDYJSON_INSTALL_TOOLDIR})
set(_json_tidy_docs ${_relative_CMAKE_INSTALL_DOCDIR})
configure_file(${PROJECT_SOURCE_DIR}/cmake/json-tidy.in ${PROJECT_BINARY_DIR}/install/json-tidy
               @ONLY)

install(PROGRAMS ${PROJECT_BINARY_DIR}/install/json-tidy
        DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT json-tidy)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/scripts/json_tidy
        DESTINATION ${TIDYJSON_INSTALL_TOOLDIR} COMPONENT json-tidy
        FILES_MATCHING PATTERN "*.py" PATTERN "__pycache__" EXCLUDE)
install(PROGRAMS ${PROJECT_SOURCE_DIR}/scripts/git-pre-commit
        DESTINATION ${TIDYJSON_INSTALL_TOOLDIR} COMPONENT json-tidy)
# json-tidy's Bazel aspect, a Bazel repository of its own (docs/bazel.md).
install(DIRECTORY ${PROJECT_SOURCE_DIR}/bazel
        DESTINATION ${TIDYJSON_INSTALL_TOOLDIR} COMPONENT json-tidy
        PATTERN "run_json_tidy.sh" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE
                GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/
        DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT json-tidy)
