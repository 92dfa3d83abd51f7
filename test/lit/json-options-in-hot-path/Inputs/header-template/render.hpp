// A function template in a header: other translation units instantiate it
// with policies this one does not see.
#pragma once
#include <tidyjson/tidyjson.hpp>

#include <string>

template <class Policy, class T>
std::string render(const T& value) {
  tidyjson::options opts{Policy::naming};
  return tidyjson::serialize(value, opts);
}
