#pragma once

namespace demo {
struct Config {
  int indent;
};
int to_json(int value, const Config& config);
}  // namespace demo
