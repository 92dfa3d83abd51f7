// A helper in a header: writes any described value with the default options
// (enumerations as numbers, unless a member's attribute says otherwise).
#pragma once

#include <tidyjson/tidyjson.hpp>

#include <string>

template <class T>
std::string dump(const T& value) {
  return tidyjson::serialize(value);
}
