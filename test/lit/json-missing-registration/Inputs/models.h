// Plain models, with no tidyjson include: the fix adds it.
#pragma once

#include <string>

namespace models {
struct Author {
  std::string name;
  int born = 0;
};
}  // namespace models
