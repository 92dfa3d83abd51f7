// Compile-fail test: a range whose elements are of its own type, such as
// nlohmann::json, is not a JSON array of values. As a member of a described
// type it must be one compile error naming it (it is neither built in nor
// described), not a run-time depth error from walking it as an array forever.
// CompileFail.cmake builds this file as it is (it must compile) and with
// -DTIDYJSON_COMPILE_FAIL, which adds such a member.
//
// EXPECT: basic_json<
// EXPECT: reached_from<audit::Event, tidyjson::detail::json_path<tidyjson::detail::fixed_string<10>{"$.payload"}>
#include <tidyjson/tidyjson.hpp>

#include <nlohmann/json.hpp>

#include <string>

namespace audit {
struct Event {
  std::string kind;
#ifdef TIDYJSON_COMPILE_FAIL
  nlohmann::json payload;
#endif
};
#ifdef TIDYJSON_COMPILE_FAIL
TIDYJSON_TYPE(Event, kind, payload)
#else
TIDYJSON_TYPE(Event, kind)
#endif
}  // namespace audit

int main() {
  const std::string text = tidyjson::serialize(audit::Event{"login"});
  return text.empty() ? 1 : 0;
}
