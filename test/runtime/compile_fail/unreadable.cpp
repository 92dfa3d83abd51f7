// Compile-fail test: a raw pointer can be written (as null or its pointee)
// but never read, so reading a type that reaches one is one compile error
// naming the pointer type and its path. CompileFail.cmake builds this file as
// it is (writing only), where it must compile, and with
// -DTIDYJSON_COMPILE_FAIL, which reads a Ticket back.
//
// EXPECT: type_cannot_be_read<const desk::Agent
// EXPECT: tidyjson::detail::json_path<tidyjson::detail::fixed_string<11>{"$[*].owner"}>
// EXPECT: can be written but not read
#include <tidyjson/tidyjson.hpp>

#include <string>
#include <vector>

namespace desk {
struct Agent {
  std::string name;
};
TIDYJSON_TYPE(Agent, name)

struct Ticket {
  int id = 0;
  const Agent* owner = nullptr;
};
TIDYJSON_TYPE(Ticket, id, owner)
}  // namespace desk

int main() {
  const desk::Agent ann{"Ann"};
  const std::vector<desk::Ticket> tickets{{1, &ann}, {2, nullptr}};
  const std::string text = tidyjson::serialize(tickets);
#ifdef TIDYJSON_COMPILE_FAIL
  const auto back = tidyjson::deserialize<std::vector<desk::Ticket>>(text);
  return back.size() == 2 ? 0 : 1;
#else
  return text.empty() ? 1 : 0;
#endif
}
