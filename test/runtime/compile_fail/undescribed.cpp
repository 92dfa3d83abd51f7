// Compile-fail test: a type that is neither built in nor described must be
// a compile error that names it (tidyjson::detail::type_must_be_described)
// with the root type and the path that reach it: one error per root.
// CompileFail.cmake builds this file twice: as it is, where it must compile,
// and with -DTIDYJSON_COMPILE_FAIL, which removes Widget's description so
// that it must fail, naming inventory::Widget from each of its two roots.
//
// EXPECT: type_must_be_described<inventory::Widget, tidyjson::detail::reached_from<inventory::Crate, tidyjson::detail::json_path<tidyjson::detail::fixed_string<13>{"$.widgets[*]"}>
// EXPECT: type_must_be_described<inventory::Widget, tidyjson::detail::reached_from<inventory::Widget, tidyjson::detail::json_path<tidyjson::detail::fixed_string<2>{"$"}>
// EXPECT: neither built in nor described; add TIDYJSON_TYPE
// EXPECT-ERRORS: 2
#include <tidyjson/tidyjson.hpp>

#include <string>
#include <vector>

namespace inventory {
struct Widget {
  int id = 0;
  std::string label;
};
#ifndef TIDYJSON_COMPILE_FAIL
TIDYJSON_TYPE(Widget, id, label)
#endif

// Reached only through a container inside a described type.
struct Crate {
  std::vector<Widget> widgets;
};
TIDYJSON_TYPE(Crate, widgets)
}  // namespace inventory

int main() {
  const inventory::Crate crate{{{1, "bolt"}}};
  const std::string text = tidyjson::serialize(crate);
  const auto back = tidyjson::deserialize<inventory::Crate>(text);
  auto direct = tidyjson::try_deserialize<inventory::Widget>(R"({"id":2})");
  return static_cast<int>(back.widgets.size()) + (direct ? 0 : 1);
}
