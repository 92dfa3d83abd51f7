#include "lib/shout.h"

namespace demo {
int shout(int volume) {
#if GREETING_STYLE > 1
  return volume * 2;
#else
  return volume;
#endif
}
}  // namespace demo
