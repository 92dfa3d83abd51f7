// Committed and not changed: json-tidy --changed does not even look at it.
#include <tidyjson/tidyjson.hpp>

#include <string>

struct Legacy {
  int id = 0;
};
TIDYJSON_TYPE(Legacy, id)

std::string legacy_json(const Legacy& legacy) {
  tidyjson::options options{};
  return tidyjson::serialize(legacy, options);
}
