// RUN: %check_json_tidy %s json-prefer-streaming %t
// RUN: %check_json_tidy --check-suffix=LOW %s json-prefer-streaming %t -- -config="{CheckOptions: {json-prefer-streaming.MinimumElementsHint: 3}}"

// A stream over a string literal or a fixed buffer holds a bounded number
// of elements: the literal's own (counted), or (N - 1) / 2 for a buffer of N
// bytes. Below MinimumElementsHint (32768 by default) the read is left
// alone; streams of unknown size are always reported.

#include <tidyjson/tidyjson.hpp>

#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

void literal() {
  std::istringstream in("[1, [2, 3], {\"a\": \"x,y\"}]");
  // CHECK-NOTES-LOW: :[[@LINE+1]]:23: warning: the whole JSON array is read into a temporary 'std::vector<int>'
  for (const int& i : tidyjson::deserialize<std::vector<int>>(in))
    // CHECK-NOTES-LOW: :[[@LINE-1]]:3: note: the only loop over the elements
    std::cout << i;
}
// CHECK-FIXES-LOW: {{^}}  for (const int& i : tidyjson::deserialize_stream<int>(in)){{$}}

void short_literal() {
  // Two elements: below 3 as well.
  std::istringstream in("[1, 2]");
  for (const int& i : tidyjson::deserialize<std::vector<int>>(in))
    std::cout << i;
}

void small_buffer(std::FILE* f) {
  char buffer[8];
  const std::size_t got = std::fread(buffer, 1, sizeof buffer, f);
  // CHECK-NOTES-LOW: :[[@LINE+1]]:23: warning: the whole JSON array is read into a temporary 'std::vector<int>'
  for (const int& i : tidyjson::deserialize<std::vector<int>>(std::string_view(buffer, got)))
    // CHECK-NOTES-LOW: :[[@LINE-1]]:3: note: the only loop over the elements
    // CHECK-NOTES-LOW: :[[@LINE-4]]:27: note: no automatic fix: the text is read whole from a FILE* first; pass the source itself to deserialize_stream
    std::cout << i;
}

void tiny_buffer(std::FILE* f) {
  // 6 bytes hold at most 2 elements ("[0,0]").
  char buffer[6];
  const std::size_t got = std::fread(buffer, 1, sizeof buffer, f);
  for (const int& i : tidyjson::deserialize<std::vector<int>>(std::string_view(buffer, got)))
    std::cout << i;
}

void unbounded(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+2]]:23: warning: the whole JSON array is read into a temporary 'std::vector<int>'
  // CHECK-NOTES-LOW: :[[@LINE+1]]:23: warning: the whole JSON array is read into a temporary 'std::vector<int>'
  for (const int& i : tidyjson::deserialize<std::vector<int>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    // CHECK-NOTES-LOW: :[[@LINE-2]]:3: note: the only loop over the elements
    std::cout << i;
}
// CHECK-FIXES: {{^}}  for (const int& i : tidyjson::deserialize_stream<int>(in)){{$}}
