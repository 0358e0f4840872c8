# The lab as a container image: built with Node, served by nginx with the same rules the e2e tests
# use (deploy/nginx/sierra-locations.conf). Not built in this project's CI (no Docker engine
# there); see docs/deploy.md.
#   docker build -t sierra .            docker run -p 8080:8080 sierra     -> http://localhost:8080/sierra/
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
# better-sqlite3 (the class server's) compiles on install; the static lab does not need it.
RUN npm ci --ignore-scripts
COPY . .
RUN npx vite build --base /sierra/ --outDir /out/sierra

FROM nginx:1.27-alpine
COPY deploy/nginx/sierra-locations.conf /etc/nginx/sierra/sierra-locations.conf
COPY deploy/nginx/default.conf /etc/nginx/conf.d/default.conf
COPY --from=build /out/sierra /usr/share/nginx/html/sierra
EXPOSE 8080
