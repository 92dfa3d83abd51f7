// RUN: %check_json_tidy %s json-prefer-streaming %t

// A call in the loop body that can throw (on its arguments, not only when
// memory runs out): over the container it throws after every element was
// read and checked, so an invalid element later in the array is reported as
// the JSON error; over a stream it throws first and the rest is never read.
// Such loops get no fix. Calls that cannot throw that way keep the fix.

#include <tidyjson/tidyjson.hpp>

#include <algorithm>
#include <functional>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

struct Line {
  int id = 0;
  std::string qty;
  std::vector<int> tags;
  std::optional<int> discount;
};
TIDYJSON_TYPE(Line, id, qty, tags, discount)

void record(const Line& l);
int checked(int v) {
  if (v < 0) throw std::invalid_argument("negative");
  return v;
}
int doubled(int v) { return v * 2; }
int through(int v) { return doubled(v) + 1; }
void log_id(int id) noexcept;

int standard_throwing(std::istream& in) {
  int total = 0;
  // CHECK-NOTES: :[[@LINE+1]]:24: warning: the whole JSON array is read into a temporary
  for (const Line& l : tidyjson::deserialize<std::vector<Line>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    total += std::stoi(l.qty);
  // CHECK-NOTES: :[[@LINE-1]]:14: note: no automatic fix: 'std::stoi' can throw in the loop body; over the container it throws after every element was read and checked, over a stream before the elements after it are read, so an error in them would not be reported
  return total;
}

int member_at(std::istream& in) {
  int total = 0;
  // CHECK-NOTES: :[[@LINE+1]]:24: warning: the whole JSON array is read into a temporary
  for (const Line& l : tidyjson::deserialize<std::vector<Line>>(in)) {
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    total += l.tags.at(0);
    // CHECK-NOTES: :[[@LINE-1]]:14: note: no automatic fix: 'std::vector<int>::at' can throw in the loop body
  }
  return total;
}

int optional_value(std::istream& in) {
  int total = 0;
  // CHECK-NOTES: :[[@LINE+1]]:24: warning: the whole JSON array is read into a temporary
  for (const Line& l : tidyjson::deserialize<std::vector<Line>>(in)) {
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    total += l.discount.value();
    // CHECK-NOTES: :[[@LINE-1]]:14: note: no automatic fix: 'std::optional<int>::value' can throw in the loop body
  }
  return total;
}

void declared_elsewhere(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:24: warning: the whole JSON array is read into a temporary
  for (const Line& l : tidyjson::deserialize<std::vector<Line>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    record(l);
  // CHECK-NOTES: :[[@LINE-1]]:5: note: no automatic fix: 'record' can throw in the loop body
}

int user_function_that_throws(std::istream& in) {
  int total = 0;
  // CHECK-NOTES: :[[@LINE+1]]:24: warning: the whole JSON array is read into a temporary
  for (const Line& l : tidyjson::deserialize<std::vector<Line>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    total += checked(l.id);
  // CHECK-NOTES: :[[@LINE-1]]:14: note: no automatic fix: 'checked' can throw in the loop body
  return total;
}

void callback(std::istream& in, const std::function<void(const Line&)>& f) {
  // CHECK-NOTES: :[[@LINE+1]]:24: warning: the whole JSON array is read into a temporary
  for (const Line& l : tidyjson::deserialize<std::vector<Line>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    f(l);
  // CHECK-NOTES: :[[@LINE-1]]:5: note: no automatic fix: 'std::function<void (const Line &)>::operator()' can throw in the loop body
}

void algorithm_with_throwing_lambda(std::istream& in) {
  // CHECK-NOTES: :[[@LINE+1]]:24: warning: the whole JSON array is read into a temporary
  for (const Line& l : tidyjson::deserialize<std::vector<Line>>(in))
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    std::for_each(l.tags.begin(), l.tags.end(), [](int t) { if (t < 0) throw t; });
  // CHECK-NOTES: :[[@LINE-1]]:5: note: no automatic fix: 'std::for_each' can throw in the loop body
}

// Negative cases: the fix is offered.

int user_functions_that_do_not_throw(std::istream& in) {
  int total = 0;
  std::vector<int> ids;
  // CHECK-NOTES: :[[@LINE+1]]:24: warning: the whole JSON array is read into a temporary
  for (const Line& l : tidyjson::deserialize<std::vector<Line>>(in)) {
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    total += through(l.id);
    ids.push_back(l.id);
    log_id(l.id);
    std::sort(ids.begin(), ids.end(), [](int a, int b) { return a > b; });
  }
  return total + static_cast<int>(ids.size());
}
// CHECK-FIXES: {{^}}  for (const Line& l : tidyjson::deserialize_stream<Line>(in)) {{{$}}

int caught_inside(std::istream& in) {
  int total = 0;
  // CHECK-NOTES: :[[@LINE+1]]:24: warning: the whole JSON array is read into a temporary
  for (const Line& l : tidyjson::deserialize<std::vector<Line>>(in)) {
    // CHECK-NOTES: :[[@LINE-1]]:3: note: the only loop over the elements
    try {
      total += std::stoi(l.qty);
    } catch (...) {
      total -= 1;
    }
  }
  return total;
}
// CHECK-FIXES: {{^}}int caught_inside(std::istream& in) {{{$}}
// CHECK-FIXES: {{^}}  for (const Line& l : tidyjson::deserialize_stream<Line>(in)) {{{$}}
// CHECK-FIXES-NEXT: {{^}}    //{{$}}
// CHECK-FIXES-NEXT: {{^}}    try {{{$}}
