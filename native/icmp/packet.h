// ICMP echo wire format: building requests and recognising replies and errors.
// Addresses are IPv4 in network byte order (as in sockaddr_in.sin_addr.s_addr).
#pragma once
#include <cstddef>
#include <cstdint>

namespace pmicmp {

constexpr size_t kIcmpHeader = 8;
// Payload: cookie (8) + generation (4) + target address (4) + padding (8). The cookie is random
// per socket and the generation unique per probe, so a late reply to an earlier probe that used
// the same sequence number, or another program's echo, is never taken for ours.
constexpr size_t kPayload = 24;
constexpr size_t kPacket = kIcmpHeader + kPayload;

struct Payload {
  uint64_t cookie = 0;
  uint32_t gen = 0;
  uint32_t addr = 0;
};

enum class Kind { kNone, kEchoReply, kError };

struct Parsed {
  Kind kind = Kind::kNone;
  uint16_t id = 0;
  uint16_t seq = 0;
  uint32_t target = 0;  // reply: its source; error: destination of the echo it quotes
  uint32_t from = 0;    // sender of the packet (for errors: the reporting router)
  uint8_t type = 0;     // for errors: the error's ICMP type and code
  uint8_t code = 0;
  bool has_payload = false;
  int local_errno = 0;  // datagram error queue: a local error (no ICMP message) for this echo
  Payload payload;
};

void BuildEcho(uint8_t* out, uint16_t id, uint16_t seq, const Payload& payload);

// Raw socket: the buffer starts with the IPv4 header.
Parsed ParseRaw(const uint8_t* buf, size_t len);
// Datagram ("ping") socket: the buffer is the ICMP message; the source comes from recvmsg.
Parsed ParseDgram(const uint8_t* buf, size_t len, uint32_t src);
// Datagram socket error queue: the buffer is the echo we sent; the rest comes from IP_RECVERR.
Parsed ParseDgramError(const uint8_t* buf, size_t len, uint32_t dst, uint8_t type, uint8_t code,
                       uint32_t offender);

// Human-readable text for an ICMP error, e.g. "ICMP host unreachable".
const char* DescribeIcmpError(uint8_t type, uint8_t code);

}  // namespace pmicmp
