// A third-party header found through -isystem: nothing in it is reported.
#pragma once

#include <tidyjson/tidyjson.hpp>

#include <string>

namespace vendor {
template <class T>
std::string to_json(const T& value) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  return tidyjson::serialize(value, opts) + tidyjson::serialize(value, tidyjson::options{tidyjson::web});
}

inline std::string ping() {
  struct Ping {
    int seq = 1;
  };
  return std::to_string(sizeof(Ping)) + tidyjson::serialize(1, tidyjson::options{tidyjson::indent{2}});
}
} // namespace vendor
