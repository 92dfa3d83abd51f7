// Function templates in a header whose options depend on the template's
// arguments in ways the language makes constant in any instantiation (a
// value parameter, sizeof): fixed. A trait looked up per instantiation is
// not known to be one here: a note.
#pragma once
#include <tidyjson/tidyjson.hpp>

#include <string>
#include <type_traits>

template <int N, class T>
std::string indented(const T& value) {
  tidyjson::options opts{tidyjson::indent{N}};
  return tidyjson::serialize(value, opts);
}

template <class T>
std::string by_size(const T& value) {
  tidyjson::options opts{tidyjson::indent{sizeof(T) > 64 ? 2 : 0}};
  return tidyjson::serialize(value, opts);
}

template <class T>
std::string by_trait(const T& value) {
  tidyjson::options opts{tidyjson::indent{std::is_class_v<T> ? 2 : 0}};
  return tidyjson::serialize(value, opts);
}
