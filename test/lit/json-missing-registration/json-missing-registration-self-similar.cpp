// A range whose elements are of its own type, such as nlohmann::json, is not
// a JSON array: the runtime refuses it as a member unless it is described or
// converted, and the check says so at the call. No fix: the type is not the
// user's to describe. The file does not compile outside clang-tidy (that is
// the point), so it is not compiled after the run.
// RUN: %check_json_tidy --no-compile %s json-missing-registration %t

#include <tidyjson/tidyjson.hpp>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace audit {
struct Event {
  std::string kind;
  nlohmann::json payload;
};
TIDYJSON_TYPE(Event, kind, payload)

// Negative: a plain container of described types is an array.
struct Batch {
  std::vector<std::string> kinds;
};
TIDYJSON_TYPE(Batch, kinds)
}  // namespace audit

std::string write(const audit::Event& e, const audit::Batch& b) {
  return tidyjson::serialize(e) + tidyjson::serialize(b);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'nlohmann::json' is not described, so this call cannot write it; it is defined in a system header: give it a converter (TIDYJSON_CONVERTER, or tidyjson::with<...> on the member) [json-missing-registration]
}
