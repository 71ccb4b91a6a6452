# Vitrina's container image for engines that build from a Dockerfile. The release image is built
# without an engine by `go run ./scripts/image`; this file gives the same image (files, account,
# settings): scripts/image/settings_test.go fails when the two drift apart.
#
#   docker build --build-arg VERSION=1.4.0 --build-arg COMMIT=$(git rev-parse HEAD) \
#     --build-arg DATE=$(git log -1 --format=%cI) -t vitrina:1.4.0 .

FROM golang:1.26-bookworm AS build
# CA certificates and time-zone data for the final image (the binary embeds time/tzdata as well).
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      ca-certificates tzdata && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ARG VERSION=dev
ARG COMMIT=unknown
ARG DATE=unknown
# nodynamic: no dynamic loading of a system libwebp, which would need a dynamic loader scratch lacks.
RUN CGO_ENABLED=0 go build -trimpath -buildvcs=false -tags nodynamic -ldflags "-s -w \
      -X github.com/vitrina/vitrina/internal/version.version=${VERSION} \
      -X github.com/vitrina/vitrina/internal/version.commit=${COMMIT} \
      -X github.com/vitrina/vitrina/internal/version.date=${DATE}" \
      -o /rootfs/usr/bin/vitrina ./cmd/vitrina
# The final image's files: the accounts (root and vitrina, 65532), certificates, zones, /tmp and /data.
RUN mkdir -p /rootfs/etc/ssl/certs /rootfs/usr/share /rootfs/tmp /rootfs/data \
 && printf 'root:x:0:0:root:/root:/sbin/nologin\nvitrina:x:65532:65532:Vitrina:/data:/sbin/nologin\n' > /rootfs/etc/passwd \
 && printf 'root:x:0:\nvitrina:x:65532:\n' > /rootfs/etc/group \
 && cp /etc/ssl/certs/ca-certificates.crt /rootfs/etc/ssl/certs/ \
 && cp -a /usr/share/zoneinfo /rootfs/usr/share/ \
 && chmod 1777 /rootfs/tmp \
 && chown 65532:65532 /rootfs/data

FROM scratch
ARG VERSION=dev
ARG COMMIT=unknown
ARG DATE=unknown
COPY --from=build /rootfs/ /
ENV VITRINA_ADDR=0.0.0.0:8080 VITRINA_DATA_DIR=/data
USER 65532:65532
WORKDIR /data
VOLUME ["/data"]
EXPOSE 8080/tcp
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["/usr/bin/vitrina", "healthcheck"]
LABEL org.opencontainers.image.title="Vitrina" \
      org.opencontainers.image.source="https://github.com/vitrina/vitrina" \
      org.opencontainers.image.licenses="NOASSERTION" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${COMMIT}" \
      org.opencontainers.image.created="${DATE}"
ENTRYPOINT ["/usr/bin/vitrina"]
CMD ["serve"]
