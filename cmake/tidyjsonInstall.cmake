# Install rules: the runtime headers with a CMake package
# (find_package(tidyjson) gives tidyjson::tidyjson), the clang-tidy plugin,
# scripts/json-tidy and the docs.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(DIRECTORY ${PROJECT_SOURCE_DIR}/runtime/include/tidyjson
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS tidyjson EXPORT tidyjsonTargets)
install(EXPORT tidyjsonTargets
        NAMESPACE tidyjson::
        DESTINATION ${CMAKE_INSTALL_DATADIR}/tidyjson/cmake)

configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/tidyjsonConfig.cmake.in
  ${PROJECT_BINARY_DIR}/tidyjsonConfig.cmake
  INSTALL_DESTINATION ${CMAKE_INSTALL_DATADIR}/tidyjson/cmake)
# Header-only: any architecture may use the package.
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/tidyjsonConfigVersion.cmake
  COMPATIBILITY SameMinorVersion
  ARCH_INDEPENDENT)
install(FILES ${PROJECT_BINARY_DIR}/tidyjsonConfig.cmake
              ${PROJECT_BINARY_DIR}/tidyjsonConfigVersion.cmake
        DESTINATION ${CMAKE_INSTALL_DATADIR}/tidyjson/cmake)

if(TIDYJSON_BUILD_CHECKS)
  install(TARGETS tidyjson_checks
          LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}/tidyjson)
endif()
install(PROGRAMS ${PROJECT_SOURCE_DIR}/scripts/json-tidy
        DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
