# Install rules: the runtime headers with a CMake package
# (find_package(tidyjson) gives tidyjson::tidyjson), the clang-tidy plugin,
# json-tidy with its driver and git hook, and the docs.
#
#   <prefix>/include/tidyjson/...                     the runtime
#   <prefix>/share/tidyjson/cmake/                    the CMake package
#   <prefix>/<libdir>/tidyjson/libtidyjson-checks-llvm19.so
#   <prefix>/bin/json-tidy                            clang-tidy-19 with the plugin
#   <prefix>/share/tidyjson/json_tidy_tool.py         json-tidy's --all/--sarif/... driver
#   <prefix>/share/tidyjson/git-pre-commit            the plain git hook
#   <prefix>/share/doc/tidyjson/                      docs/ (check pages, CI, editors)
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(TIDYJSON_INSTALL_CMAKEDIR ${CMAKE_INSTALL_DATADIR}/tidyjson/cmake)
set(TIDYJSON_INSTALL_PLUGINDIR ${CMAKE_INSTALL_LIBDIR}/tidyjson)
set(TIDYJSON_INSTALL_TOOLDIR ${CMAKE_INSTALL_DATADIR}/tidyjson)

install(DIRECTORY ${PROJECT_SOURCE_DIR}/runtime/include/tidyjson
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
# INCLUDES DESTINATION puts the include directory into the exported target:
# runtime/'s $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}> is evaluated
# before GNUInstallDirs is included here, so on a first configure it is empty.
install(TARGETS tidyjson EXPORT tidyjsonTargets
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT tidyjsonTargets
        NAMESPACE tidyjson::
        DESTINATION ${TIDYJSON_INSTALL_CMAKEDIR})

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
        DESTINATION ${TIDYJSON_INSTALL_CMAKEDIR})

if(TIDYJSON_BUILD_CHECKS)
  install(TARGETS tidyjson_checks
          LIBRARY DESTINATION ${TIDYJSON_INSTALL_PLUGINDIR})
endif()

# The installed json-tidy is scripts/json-tidy with the three paths it needs
# filled in, relative to its own directory (so the prefix can still change at
# `cmake --install --prefix` time).
set(_json_tidy_source ${PROJECT_SOURCE_DIR}/scripts/json-tidy)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_json_tidy_source})
file(READ ${_json_tidy_source} _json_tidy)
foreach(_pair IN ITEMS "plugin_dir|${TIDYJSON_INSTALL_PLUGINDIR}"
                       "data_dir|${TIDYJSON_INSTALL_TOOLDIR}"
                       "doc_dir|${CMAKE_INSTALL_DOCDIR}")
  string(REPLACE "|" ";" _pair "${_pair}")
  list(GET _pair 0 _name)
  list(GET _pair 1 _dir)
  if(NOT IS_ABSOLUTE "${_dir}")
    set(_dir ${CMAKE_INSTALL_PREFIX}/${_dir})
  endif()
  file(RELATIVE_PATH _relative ${CMAKE_INSTALL_FULL_BINDIR} ${_dir})
  string(FIND "${_json_tidy}" "\ninstalled_${_name}=\n" _at)
  if(_at EQUAL -1)
    message(FATAL_ERROR "scripts/json-tidy has no 'installed_${_name}=' line to fill in")
  endif()
  string(REPLACE "\ninstalled_${_name}=\n" "\ninstalled_${_name}='${_relative}'\n"
         _json_tidy "${_json_tidy}")
endforeach()
file(WRITE ${PROJECT_BINARY_DIR}/install/json-tidy "${_json_tidy}")

install(PROGRAMS ${PROJECT_BINARY_DIR}/install/json-tidy
        DESTINATION ${CMAKE_INSTALL_BINDIR})
install(PROGRAMS ${PROJECT_SOURCE_DIR}/scripts/json_tidy_tool.py
                 ${PROJECT_SOURCE_DIR}/scripts/git-pre-commit
        DESTINATION ${TIDYJSON_INSTALL_TOOLDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
