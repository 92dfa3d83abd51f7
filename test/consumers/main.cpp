// The consumer projects' program: a described type written and read back
// through the tidyjson::tidyjson target.
#include <tidyjson/tidyjson.hpp>

#include <iostream>
#include <string>

namespace consumer {
struct Greeting {
  std::string to;
  int times = 0;
};
TIDYJSON_TYPE(Greeting, to, times)
}  // namespace consumer

int main() {
  static const tidyjson::options options{tidyjson::naming::camel_case};
  const std::string text = tidyjson::serialize(consumer::Greeting{"world", 2}, options);
  const auto back = tidyjson::deserialize<consumer::Greeting>(text, options);
  std::cout << text << ' ' << back.to << ' ' << back.times << '\n';
  return back.times == 2 ? 0 : 1;
}
