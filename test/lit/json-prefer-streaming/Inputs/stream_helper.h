// An inline helper in a header: each file that includes it reads through it.
#pragma once

#include <tidyjson/tidyjson.hpp>

#include <istream>
#include <string>
#include <vector>

struct Reading {
  int sensor = 0;
  double value = 0;
};
TIDYJSON_TYPE(Reading, sensor, value)

inline double total_of(std::istream& in) {
  double total = 0;
  for (const Reading& r : tidyjson::deserialize<std::vector<Reading>>(in))
    total += r.value;
  return total;
}
