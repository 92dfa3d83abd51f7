#include "lib/greet.h"

namespace demo {
int greet(int times) {
  Config config{2};
  return to_json(times, config);
}
}  // namespace demo
