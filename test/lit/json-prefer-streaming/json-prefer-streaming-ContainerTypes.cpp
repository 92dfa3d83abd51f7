// RUN: %check_json_tidy %s json-prefer-streaming %t -- -config="{CheckOptions: {json-prefer-streaming.ContainerTypes: 'std::deque;::app::Batch'}}"

// ContainerTypes replaces the default list (std::vector;std::deque;
// std::list): here a codebase's own container is reported, std::deque still
// is, std::vector no longer.

#include <tidyjson/tidyjson.hpp>

#include <deque>
#include <iostream>
#include <vector>

namespace app {
template <class T>
struct Batch : std::vector<T> {};
} // namespace app

void own(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:23: warning: the whole JSON array is read into a temporary 'app::Batch<int>'
  for (const int& i : tidyjson::deserialize<app::Batch<int>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    std::cout << i;
}
// CHECK-FIXES: {{^}}  for (const int& i : tidyjson::deserialize_stream<int>(in)){{$}}

void deque(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:23: warning: the whole JSON array is read into a temporary 'std::deque<int>'
  for (const int& i : tidyjson::deserialize<std::deque<int>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    std::cout << i;
}

void vector(std::istream& in) {
  for (const int& i : tidyjson::deserialize<std::vector<int>>(in))
    std::cout << i;
}
