#pragma once

namespace demo {
int shout(int volume);
}  // namespace demo
