// deserialize_stream(...).reuse_elements(): every element read into the same
// object. Each element must equal what a read into a fresh object gives (no
// value leaks from one element into the next: members an element lacks are
// reset to their defaults, vectors are cut to the element's length, optionals
// emptied, maps cleared), errors must be the same, and strings and vectors
// must keep their capacity. And deserialize from a file descriptor or a
// FILE*, which reads a sequence element by element the same way: the same
// values and errors as deserialize on the whole text.
#include <tidyjson/tidyjson.hpp>

#include <gtest/gtest.h>

#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

#include <map>
#include <memory>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

namespace reuse {

struct Line {
  std::string sku;
  int qty = 1;  // a default that is not value-initialization
  std::vector<int> marks{7, 8};
  std::optional<std::string> note;
  friend bool operator==(const Line&, const Line&) = default;
};
TIDYJSON_TYPE(Line, sku, qty, marks, note)

struct Box {
  int w = 0;
  int h = 0;
  friend bool operator==(const Box&, const Box&) = default;
};
TIDYJSON_TYPE(Box, w, h)

struct Order {
  long number = 0;
  std::string customer = "nobody";
  std::string currency = "EUR";
  std::vector<Line> lines;
  std::optional<Box> box;
  std::unique_ptr<Box> parcel;
  std::map<std::string, int> tags;
  std::variant<int, std::string> ref = 0;
  int codes[2] = {5, 6};
  std::vector<std::vector<int>> grid;
  std::string cache = "kept out of JSON";  // skip: never read, must still be reset

  Order() = default;
  Order(Order&&) = default;
  Order& operator=(Order&&) = default;
  Order(const Order& o)
      : number(o.number), customer(o.customer), currency(o.currency), lines(o.lines), box(o.box),
        parcel(o.parcel ? std::make_unique<Box>(*o.parcel) : nullptr), tags(o.tags), ref(o.ref),
        codes{o.codes[0], o.codes[1]}, grid(o.grid), cache(o.cache) {}
  friend bool operator==(const Order& a, const Order& b) {
    return a.number == b.number && a.customer == b.customer && a.currency == b.currency && a.lines == b.lines &&
           a.box == b.box && ((a.parcel == nullptr) == (b.parcel == nullptr)) &&
           (a.parcel == nullptr || *a.parcel == *b.parcel) && a.tags == b.tags && a.ref == b.ref &&
           a.codes[0] == b.codes[0] && a.codes[1] == b.codes[1] && a.grid == b.grid && a.cache == b.cache;
  }
  friend std::ostream& operator<<(std::ostream& os, const Order& o) {
    return os << tidyjson::serialize(o, tidyjson::options{tidyjson::ignore::never});
  }
};
TIDYJSON_TYPE(Order, number, customer, currency, lines, box, parcel, tags, ref, codes, grid, (cache, tidyjson::skip{}))

/// Members that cannot be copied although their types claim to be (a vector
/// of unique_ptr says it is copy-assignable): reset by moving from a fresh
/// value, not by copying the kept default.
struct Holder {
  int id = 0;
  std::vector<std::unique_ptr<Box>> boxes;
  std::optional<std::vector<std::unique_ptr<int>>> maybe;
  std::map<std::string, std::vector<std::unique_ptr<int>>> groups;
};
TIDYJSON_TYPE(Holder, id, boxes, maybe, groups)

}  // namespace reuse

TIDYJSON_CONTEXT(ReuseJson, (reuse::Order, std::vector<reuse::Order>), tidyjson::ignore::when_null)

namespace {

using reuse::Order;

const tidyjson::options& lenient() {
  static const tidyjson::options o{tidyjson::ignore::when_null};
  return o;
}

/// Random orders as JSON, each member present or absent at random, so that an
/// element often lacks what the one before it had.
std::string random_orders(int n, unsigned seed) {
  std::mt19937 rng(seed);
  const auto coin = [&](int percent) { return static_cast<int>(rng() % 100) < percent; };
  const auto text = [&](std::size_t max) {
    std::string s(rng() % (max + 1), 'a');
    for (char& c : s) c = static_cast<char>('a' + rng() % 26);
    if (coin(10) && !s.empty()) s[0] = '"';  // an escaped character now and then
    return s;
  };
  std::string out = "[";
  for (int i = 0; i < n; ++i) {
    Order o;
    o.number = i;
    std::vector<std::string> members;
    const auto add = [&](const std::string& name, const std::string& json) {
      if (coin(75)) members.push_back("\"" + name + "\":" + json);
    };
    add("number", std::to_string(i));
    add("customer", tidyjson::serialize(text(40)));
    add("currency", tidyjson::serialize(text(3)));
    std::vector<reuse::Line> lines(rng() % 6);
    std::string lines_json = "[";
    for (std::size_t k = 0; k < lines.size(); ++k) {
      std::vector<std::string> lm;
      if (coin(80)) lm.push_back("\"sku\":" + tidyjson::serialize(text(30)));
      if (coin(60)) lm.push_back("\"qty\":" + std::to_string(rng() % 9));
      if (coin(50)) lm.push_back("\"marks\":" + tidyjson::serialize(std::vector<int>(rng() % 5, static_cast<int>(k))));
      if (coin(40)) lm.push_back(coin(50) ? "\"note\":null" : "\"note\":" + tidyjson::serialize(text(25)));
      std::string obj = "{";
      for (std::size_t m = 0; m < lm.size(); ++m) obj += (m ? "," : "") + lm[m];
      lines_json += (k ? "," : "") + obj + "}";
    }
    add("lines", lines_json + "]");
    add("box", coin(30) ? "null" : "{\"w\":" + std::to_string(rng() % 50) + (coin(50) ? ",\"h\":3}" : "}"));
    add("parcel", coin(30) ? "null" : "{\"h\":" + std::to_string(rng() % 50) + "}");
    std::string tags = "{";
    for (unsigned k = 0, m = rng() % 4; k < m; ++k) {
      tags += (k ? "," : "") + tidyjson::serialize(text(5) + std::to_string(k)) + ":1";
    }
    add("tags", tags + "}");
    add("ref", coin(50) ? std::to_string(rng() % 100) : tidyjson::serialize(text(20)));
    add("codes", "[" + std::to_string(rng() % 10) + "," + std::to_string(rng() % 10) + "]");
    add("grid", coin(50) ? "[]" : "[[1,2],[" + std::to_string(rng() % 9) + "],[]]");
    if (coin(30)) members.push_back("\"cache\":" + tidyjson::serialize(text(8)));  // named, but skipped
    std::shuffle(members.begin(), members.end(), rng);  // any order
    std::string obj = "{";
    for (std::size_t m = 0; m < members.size(); ++m) obj += (m ? "," : "") + members[m];
    out += (i ? ",\n" : "") + obj + "}";
  }
  return out + "]";
}

/// Each element, copied as it is handed out; then the caller changes the
/// skipped member, which the next read must reset.
template <class How>
std::vector<Order> read_all(const std::string& text, const How& how, bool reuse) {
  std::istringstream is(text);
  auto range = tidyjson::deserialize_stream<Order>(is, how);
  range.reuse_elements(reuse);
  std::vector<Order> out;
  for (Order& o : range) {
    out.push_back(o);
    o.cache = "changed by the caller";
  }
  EXPECT_FALSE(range.failed());
  return out;
}

TEST(StreamReuse, EveryElementEqualsAFreshRead) {
  for (const unsigned seed : {1U, 2U, 3U}) {
    const std::string text = random_orders(3000, seed);
    const std::vector<Order> fresh = read_all(text, lenient(), false);
    ASSERT_EQ(fresh.size(), 3000U);
    const std::vector<Order> reused = read_all(text, lenient(), true);
    ASSERT_EQ(reused.size(), fresh.size());
    for (std::size_t i = 0; i < fresh.size(); ++i) ASSERT_EQ(reused[i], fresh[i]) << "element " << i;
    const std::vector<Order> context = read_all(text, ReuseJson{}, true);
    ASSERT_EQ(context.size(), fresh.size());
    for (std::size_t i = 0; i < fresh.size(); ++i) ASSERT_EQ(context[i], fresh[i]) << "element " << i;
  }
}

TEST(StreamReuse, NothingLeaksIntoAnElementThatLacksIt) {
  const std::string text =
      R"([{"number":1,"customer":"Ada","currency":"GBP","lines":[{"sku":"a","qty":4,"marks":[1,2,3],"note":"x"},)"
      R"({"sku":"b","qty":5}],"box":{"w":2,"h":3},"parcel":{"w":9,"h":9},"tags":{"t":1},"ref":"r","codes":[1,2],)"
      R"("grid":[[1],[2]]},)"
      R"({"lines":[{"sku":"c"}],"box":{"w":4}},)"
      R"({}, {"cache":"in the input"}, {"number":5,"cache":"in the input"}, {"cache":"in the input","number":6},)"
      R"({"number":7,"customer":"C","currency":"USD","lines":[],"box":null,"parcel":null,"tags":{},"ref":1,)"
      R"("codes":[1,2],"grid":[],"cache":"in the input"}])";
  std::istringstream is(text);
  auto range = tidyjson::deserialize_stream<Order>(is, lenient()).reuse_elements();
  std::vector<Order> seen;
  for (Order& o : range) {
    seen.push_back(o);
    o.cache = "changed by the caller";  // a skipped member is reset too
  }
  ASSERT_EQ(seen.size(), 7U);
  const Order& second = seen[1];
  EXPECT_EQ(second.number, 0);
  EXPECT_EQ(second.customer, "nobody");
  EXPECT_EQ(second.currency, "EUR");
  ASSERT_EQ(second.lines.size(), 1U);
  EXPECT_EQ(second.lines[0].sku, "c");
  EXPECT_EQ(second.lines[0].qty, 1);
  EXPECT_EQ(second.lines[0].marks, (std::vector<int>{7, 8}));
  EXPECT_EQ(second.lines[0].note, std::nullopt);
  ASSERT_TRUE(second.box.has_value());
  EXPECT_EQ(second.box->w, 4);
  EXPECT_EQ(second.box->h, 0);
  EXPECT_EQ(second.parcel, nullptr);
  EXPECT_TRUE(second.tags.empty());
  EXPECT_EQ(second.ref, (std::variant<int, std::string>(0)));
  EXPECT_EQ(second.codes[0], 5);
  EXPECT_EQ(second.codes[1], 6);
  EXPECT_TRUE(second.grid.empty());
  EXPECT_EQ(second.cache, "kept out of JSON");
  EXPECT_EQ(seen[2], Order{});
  // A skipped member named in the input is skipped there, and reset all the
  // same: in any position, read in declaration order or looked up.
  for (std::size_t i = 3; i < seen.size(); ++i) EXPECT_EQ(seen[i].cache, "kept out of JSON") << "element " << i;
  EXPECT_EQ(seen[3], Order{});
  EXPECT_EQ(seen[4].number, 5);
  EXPECT_EQ(seen[5].number, 6);
  EXPECT_EQ(seen[6].number, 7);  // every member in declaration order: the in-order path
  EXPECT_EQ(seen[6].currency, "USD");
}

TEST(StreamReuse, MoveOnlyMembersInsideContainersAreReset) {
  const std::string text =
      R"([{"id":1,"boxes":[{"w":1,"h":2},{"w":3,"h":4}],"maybe":[5,6],"groups":{"g":[7]}},)"
      R"({"id":2},)"
      R"({"boxes":[{"w":8}],"groups":{}}])";
  std::istringstream is(text);
  std::vector<int> ids;
  std::vector<std::size_t> boxes, groups;
  std::vector<bool> maybe;
  for (const reuse::Holder& h : tidyjson::deserialize_stream<reuse::Holder>(is, lenient()).reuse_elements()) {
    ids.push_back(h.id);
    boxes.push_back(h.boxes.size());
    maybe.push_back(h.maybe.has_value());
    groups.push_back(h.groups.size());
    if (h.id == 1) {
      ASSERT_EQ(h.boxes.size(), 2U);
      EXPECT_EQ(h.boxes[1]->h, 4);
      ASSERT_TRUE(h.maybe.has_value());
      EXPECT_EQ(*(*h.maybe)[1], 6);
      EXPECT_EQ(*h.groups.at("g")[0], 7);
    }
    if (ids.size() == 3) {
      ASSERT_EQ(h.boxes.size(), 1U);
      EXPECT_EQ(h.boxes[0]->w, 8);
      EXPECT_EQ(h.boxes[0]->h, 0);
    }
  }
  EXPECT_EQ(ids, (std::vector<int>{1, 2, 0}));
  EXPECT_EQ(boxes, (std::vector<std::size_t>{2, 0, 1}));
  EXPECT_EQ(maybe, (std::vector<bool>{true, false, false}));
  EXPECT_EQ(groups, (std::vector<std::size_t>{1, 0, 0}));
}

TEST(StreamReuse, StringsAndVectorsKeepTheirCapacity) {
  std::string text = "[";
  for (int i = 0; i < 200; ++i) {
    // Long strings, many lines, then shorter and fewer, then long again.
    const std::size_t len = i % 3 == 0 ? 300 : 40;
    const int lines = i % 4 == 0 ? 6 : 2;
    text += (i ? "," : "") + std::string(R"({"customer":")") + std::string(len, 'c') + R"(","lines":[)";
    for (int k = 0; k < lines; ++k) text += (k ? "," : "") + std::string(R"({"sku":")") + std::string(len, 's') + "\"}";
    text += "]}";
  }
  text += "]";
  std::istringstream is(text);
  const char* customer = nullptr;
  const reuse::Line* lines = nullptr;
  std::vector<const char*> skus;
  int i = 0;
  for (const Order& o : tidyjson::deserialize_stream<Order>(is, lenient()).reuse_elements()) {
    if (i > 8) {
      // After the first elements nothing is allocated again: the same
      // buffers, also for the lines that shorter elements set aside.
      EXPECT_EQ(o.customer.data(), customer) << i;
      EXPECT_EQ(o.lines.data(), lines) << i;
      for (std::size_t k = 0; k < o.lines.size(); ++k) EXPECT_EQ(o.lines[k].sku.data(), skus[k]) << i << " " << k;
    } else if (i == 8) {
      customer = o.customer.data();
      lines = o.lines.data();
      ASSERT_EQ(o.lines.size(), 6U);
      for (const reuse::Line& l : o.lines) skus.push_back(l.sku.data());
    }
    EXPECT_GE(o.customer.capacity(), 300U);
    EXPECT_GE(o.lines.capacity(), 6U);
    ++i;
  }
  EXPECT_EQ(i, 200);
}

TEST(StreamReuse, ElementsMovedAwayAreRefilled) {
  const std::string text = random_orders(500, 7);
  const std::vector<Order> fresh = read_all(text, lenient(), false);
  std::istringstream is(text);
  std::vector<Order> moved;
  for (Order& o : tidyjson::deserialize_stream<Order>(is, lenient()).reuse_elements()) {
    moved.emplace_back();
    moved.back().number = o.number;
    moved.back().customer = std::move(o.customer);
    moved.back().currency = std::move(o.currency);
    moved.back().lines = std::move(o.lines);
    moved.back().box = std::move(o.box);
    moved.back().parcel = std::move(o.parcel);
    moved.back().tags = std::move(o.tags);
    moved.back().ref = std::move(o.ref);
    moved.back().codes[0] = o.codes[0];
    moved.back().codes[1] = o.codes[1];
    moved.back().grid = std::move(o.grid);
  }
  ASSERT_EQ(moved.size(), fresh.size());
  for (std::size_t i = 0; i < fresh.size(); ++i) ASSERT_EQ(moved[i], fresh[i]) << "element " << i;
}

TEST(StreamReuse, LargeInputsAcrossBufferRefills) {
  // Over 64 KiB: elements are cut by the end of the buffer and read again
  // after a refill, into what the cut read left behind.
  const std::string text = random_orders(4000, 11);
  ASSERT_GT(text.size(), 4U * 64U * 1024U);
  const std::vector<Order> fresh = read_all(text, ReuseJson{}, false);
  const std::vector<Order> reused = read_all(text, ReuseJson{}, true);
  ASSERT_EQ(reused.size(), fresh.size());
  for (std::size_t i = 0; i < fresh.size(); ++i) ASSERT_EQ(reused[i], fresh[i]) << "element " << i;
}

TEST(StreamReuse, ErrorsAreTheSame) {
  const std::string good = random_orders(50, 5);
  for (const std::string& bad :
       {good.substr(0, good.size() / 2), good.substr(0, good.size() - 1) + ",]",
        good.substr(0, good.size() - 1) + R"(,{"lines":[{"qty":"x"}]}])",
        good.substr(0, good.size() - 1) + R"(,{"codes":[1,2,3]}])"}) {
    tidyjson::error_info errors[2];
    for (const bool reuse : {false, true}) {
      std::istringstream is(bad);
      auto range = tidyjson::deserialize_stream<Order>(is, lenient());
      range.reuse_elements(reuse);
      EXPECT_THROW(
          {
            for (const Order& o : range) (void)o;
          },
          tidyjson::error);
      errors[reuse ? 1 : 0] = range.error();
    }
    EXPECT_EQ(errors[1].code, errors[0].code);
    EXPECT_EQ(errors[1].message, errors[0].message);
    EXPECT_EQ(errors[1].path, errors[0].path);
    EXPECT_EQ(errors[1].line, errors[0].line);
    EXPECT_EQ(errors[1].column, errors[0].column);
  }
}

// ---------------------------------------------------------------------------
// deserialize(fd), deserialize(FILE*)

/// A temporary file holding `text`, removed at the end.
class temp_file {
 public:
  explicit temp_file(const std::string& text) {
    const int fd = ::mkstemp(path_);
    EXPECT_GE(fd, 0);
    EXPECT_EQ(::write(fd, text.data(), text.size()), static_cast<ssize_t>(text.size()));
    ::close(fd);
  }
  ~temp_file() { std::remove(path_); }
  temp_file(const temp_file&) = delete;
  temp_file& operator=(const temp_file&) = delete;
  [[nodiscard]] const char* path() const noexcept { return path_; }

 private:
  char path_[32] = "/tmp/tidyjson-read-XXXXXX";
};

template <class T, class How>
T from_fd(const temp_file& f, const How& how) {
  const int fd = ::open(f.path(), O_RDONLY);
  EXPECT_GE(fd, 0);
  struct closer {
    int fd;
    ~closer() { ::close(fd); }
  } c{fd};
  return tidyjson::deserialize<T>(tidyjson::fd{fd}, how);
}

template <class T, class How>
T from_file(const temp_file& f, const How& how) {
  std::FILE* file = std::fopen(f.path(), "rb");
  EXPECT_NE(file, nullptr);
  struct closer {
    std::FILE* f;
    ~closer() { std::fclose(f); }
  } c{file};
  return tidyjson::deserialize<T>(file, how);
}

TEST(DeserializeFromFile, ASequenceEqualsAReadOfTheWholeText) {
  const std::string text = random_orders(3000, 21);  // several 64 KiB buffers
  const temp_file f(text);
  const auto whole = tidyjson::deserialize<std::vector<Order>>(text, lenient());
  ASSERT_EQ(whole.size(), 3000U);
  for (const auto& got : {from_fd<std::vector<Order>>(f, lenient()), from_file<std::vector<Order>>(f, lenient()),
                          from_fd<std::vector<Order>>(f, ReuseJson{}), from_file<std::vector<Order>>(f, ReuseJson{})}) {
    ASSERT_EQ(got.size(), whole.size());
    for (std::size_t i = 0; i < whole.size(); ++i) ASSERT_EQ(got[i], whole[i]) << "element " << i;
  }
}

TEST(DeserializeFromFile, OtherValuesFromTheWholeText) {
  const temp_file one(R"({"number":7,"lines":[{"sku":"a"}]})");
  EXPECT_EQ(from_fd<Order>(one, lenient()).number, 7);
  EXPECT_EQ(from_file<Order>(one, ReuseJson{}).lines.at(0).sku, "a");
  const temp_file map("\xEF\xBB\xBF{\"a\":1,\"b\":2}");
  EXPECT_EQ((from_fd<std::map<std::string, int>>(map, tidyjson::options{})),
            (std::map<std::string, int>{{"a", 1}, {"b", 2}}));
  const temp_file bom("\xEF\xBB\xBF [1,2,3] ");
  EXPECT_EQ(from_fd<std::vector<int>>(bom, tidyjson::options{}), (std::vector<int>{1, 2, 3}));
  const temp_file empty_array("[]");
  EXPECT_TRUE(from_file<std::vector<Order>>(empty_array, lenient()).empty());
}

/// The error of reading the file as T (code none if it read).
template <class T>
tidyjson::error_info file_error(const std::string& text) {
  const temp_file f(text);
  try {
    (void)from_fd<T>(f, lenient());
  } catch (const tidyjson::error& e) {
    return e.info();
  }
  return {};
}

TEST(DeserializeFromFile, ErrorsInAnElementAreThoseOfTheWholeText) {
  const std::string good = random_orders(200, 3);
  for (const std::string& bad : {good.substr(0, good.size() - 1) + R"(,{"lines":[{"qty":"x"}]}])",
                                 good.substr(0, good.size() - 1) + ",\n {\"number\":1.5}]",
                                 good.substr(0, good.size() - 1) + ",{\"customer\":\"\xff\"}]"}) {
    const tidyjson::error_info got = file_error<std::vector<Order>>(bad);
    const auto want = tidyjson::try_deserialize<std::vector<Order>>(bad, lenient());
    ASSERT_FALSE(want);
    EXPECT_EQ(got.code, want.error().code);
    EXPECT_EQ(got.message, want.error().message);
    EXPECT_EQ(got.path, want.error().path);
    EXPECT_EQ(got.line, want.error().line);
    EXPECT_EQ(got.column, want.error().column);
    EXPECT_EQ(got.offset, want.error().offset);
  }
  // The array's own syntax: the same codes, worded as deserialize_stream words them.
  EXPECT_EQ(file_error<std::vector<Order>>("").code, tidyjson::error_code::unexpected_end);
  EXPECT_EQ(file_error<std::vector<Order>>("{}").code, tidyjson::error_code::type_mismatch);
  EXPECT_EQ(file_error<std::vector<Order>>("[{},]").code, tidyjson::error_code::trailing_comma);
  EXPECT_EQ(file_error<std::vector<Order>>("[{}] x").code, tidyjson::error_code::trailing_content);
  EXPECT_EQ(file_error<std::vector<Order>>("[{}").code, tidyjson::error_code::unexpected_end);
  EXPECT_EQ(file_error<Order>("{\"number\":\"x\"}").path, "$.number");
}

}  // namespace
