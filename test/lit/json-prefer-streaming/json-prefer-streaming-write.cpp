// RUN: %check_json_tidy %s json-prefer-streaming %t

// A container filled in a loop only to be written whole to a stream or a
// file, then dropped: serialize_stream over a range that produces the
// elements writes them in constant memory. No fix: the loop has to become a
// range.

#include <tidyjson/tidyjson.hpp>

#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

struct Line {
  int n = 0;
  std::string text;
};
TIDYJSON_TYPE(Line, n, text)

void to_stream(std::ostream& out, int count) {
  std::vector<Line> lines;
  lines.reserve(count);
  for (int i = 0; i < count; ++i)
    lines.push_back({i, "x"});
  tidyjson::serialize_to(out, lines);
  // CHECK-NOTES: :[[@LINE-1]]:3: warning: 'lines' is built only to be written whole; write its elements as they are produced with tidyjson::serialize_stream over a range [json-prefer-streaming]
  // CHECK-NOTES: :[[@LINE-4]]:3: note: no automatic fix: the loop that fills 'lines' has to become a range that produces the elements (for example a std::views::transform over what it iterates)
}

void to_file(std::FILE* f, const std::vector<int>& ids) {
  std::vector<Line> lines;
  for (int id : ids) {
    Line l{id, std::to_string(id)};
    lines.emplace_back(l);
  }
  tidyjson::serialize_to(f, lines);
  // CHECK-NOTES: :[[@LINE-1]]:3: warning: 'lines' is built only to be written whole
  // CHECK-NOTES: :[[@LINE-6]]:3: note: no automatic fix: the loop that fills 'lines'
}

void inserted(int count) {
  std::vector<Line> lines{};
  for (int i = 0; i < count; ++i)
    lines.push_back({i, ""});
  std::cout << tidyjson::serialize(lines) << '\n';
  // CHECK-NOTES: :[[@LINE-1]]:16: warning: 'lines' is built only to be written whole
  // CHECK-NOTES: :[[@LINE-4]]:3: note: no automatic fix: the loop that fills 'lines'
}

// Negatives: written to a string, kept, written twice, read back, filled
// without a loop, filled from the start, or written in a loop.
std::string to_string(int count) {
  std::vector<Line> lines;
  for (int i = 0; i < count; ++i)
    lines.push_back({i, ""});
  return tidyjson::serialize(lines);
}
void to_buffer(std::string& buffer, int count) {
  std::vector<Line> lines;
  for (int i = 0; i < count; ++i)
    lines.push_back({i, ""});
  tidyjson::serialize_to(buffer, lines);
}
void twice(std::ostream& a, std::ostream& b, int count) {
  std::vector<Line> lines;
  for (int i = 0; i < count; ++i)
    lines.push_back({i, ""});
  tidyjson::serialize_to(a, lines);
  tidyjson::serialize_to(b, lines);
}
void sized(std::ostream& out, int count) {
  std::vector<Line> lines;
  for (int i = 0; i < count; ++i)
    lines.push_back({i, ""});
  std::cout << lines.size();
  tidyjson::serialize_to(out, lines);
}
void no_loop(std::ostream& out) {
  std::vector<Line> lines;
  lines.push_back({1, "a"});
  lines.push_back({2, "b"});
  tidyjson::serialize_to(out, lines);
}
void initialized(std::ostream& out, const std::vector<Line>& from) {
  std::vector<Line> lines = from;
  for (int i = 0; i < 3; ++i)
    lines.push_back({i, ""});
  tidyjson::serialize_to(out, lines);
}
void written_per_iteration(std::ostream& out, int count) {
  std::vector<Line> lines;
  for (int i = 0; i < count; ++i) {
    lines.push_back({i, ""});
    tidyjson::serialize_to(out, lines);
  }
}
void filled_in_lambda(std::ostream& out, int count) {
  std::vector<Line> lines;
  auto add = [&](int i) { lines.push_back({i, ""}); };
  for (int i = 0; i < count; ++i)
    add(i);
  tidyjson::serialize_to(out, lines);
}
void already_a_range(std::ostream& out, const std::vector<Line>& lines) {
  tidyjson::serialize_stream(out, lines);
}
