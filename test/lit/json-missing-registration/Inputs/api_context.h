// A context shared by several files: which roots it lacks depends on the
// calls of each file that includes it.
#pragma once

#include <tidyjson/tidyjson.hpp>

namespace api {
struct Order {
  int id = 0;
};
}  // namespace api
TIDYJSON_TYPE(api::Order, id)
TIDYJSON_CONTEXT(ApiJson, (api::Order))
