// Clocks for RTT: monotonic for intervals, realtime only to compare with kernel receive stamps.
#pragma once
#include <time.h>

#include <cstdint>

namespace pmicmp {

inline uint64_t MonoNs() {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return uint64_t(ts.tv_sec) * 1000000000ull + uint64_t(ts.tv_nsec);
}

inline int64_t RealNs() {
  timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return int64_t(ts.tv_sec) * 1000000000ll + int64_t(ts.tv_nsec);
}

}  // namespace pmicmp
