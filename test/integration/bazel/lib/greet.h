#pragma once
#include "lib/config.h"

namespace demo {
int greet(int times);
}  // namespace demo
