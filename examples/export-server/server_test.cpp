// The export endpoint over loopback: the server on an ephemeral port, a real
// HTTP client, the streamed array parsed back and compared with the orders.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "export_server.hpp"

namespace {

class ExportServer : public ::testing::Test {
 protected:
  void SetUp() override {
    export_server::install(server_);
    port_ = server_.bind_to_any_port("127.0.0.1");
    ASSERT_GT(port_, 0);
    thread_ = std::thread([this] { server_.listen_after_bind(); });
    // The socket is bound and listening already; wait for the accept loop.
    for (int i = 0; i < 500 && !server_.is_running(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  void TearDown() override {
    server_.stop();
    if (thread_.joinable()) thread_.join();
  }
  httplib::Server server_;
  int port_ = 0;
  std::thread thread_;
};

TEST_F(ExportServer, StreamsTheOrdersWithChunkedEncoding) {
  httplib::Client client("127.0.0.1", port_);
  const auto res = client.Get("/api/orders/export?count=3000");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  EXPECT_EQ(res->get_header_value("Content-Type"), "application/json");
  EXPECT_EQ(res->get_header_value("Transfer-Encoding"), "chunked");
  const auto orders = tidyjson::deserialize<std::vector<bookstore::Order>>(res->body, bookstore::BookstoreJson{});
  EXPECT_EQ(orders, bookstore::generate_orders(3000));
}

TEST_F(ExportServer, ZeroOrdersIsAnEmptyArray) {
  httplib::Client client("127.0.0.1", port_);
  const auto res = client.Get("/api/orders/export?count=0");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  EXPECT_EQ(res->body, "[]");
}

TEST_F(ExportServer, BadCountIsA400WithAJsonBody) {
  httplib::Client client("127.0.0.1", port_);
  for (const char* query : {"/api/orders/export", "/api/orders/export?count=abc", "/api/orders/export?count=-1",
                            "/api/orders/export?count=12x", "/api/orders/export?count=99999999999"}) {
    const auto res = client.Get(query);
    ASSERT_TRUE(res) << query;
    EXPECT_EQ(res->status, 400) << query;
    EXPECT_EQ(res->get_header_value("Content-Type"), "application/json") << query;
    const auto body = tidyjson::deserialize<export_server::problem>(res->body);
    EXPECT_EQ(body.parameter, "count") << query;
    EXPECT_FALSE(body.error.empty()) << query;
  }
}

}  // namespace
