// tidyjson/core/type_list.hpp: a list of types, for the graph of what a call
// or a context reaches (core/reach.hpp) and a context's roots and settings
// (context/declare.hpp).
#pragma once

#include <cstddef>

namespace tidyjson::detail {

template <class... Ts>
struct type_list {
  static constexpr std::size_t size = sizeof...(Ts);
};

}  // namespace tidyjson::detail
